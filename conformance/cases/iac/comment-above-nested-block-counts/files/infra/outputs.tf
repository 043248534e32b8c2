output "cluster" {
  value = module.eks.cluster
  # keepshipping:type Int
  precondition {
    condition     = true
    error_message = "unreachable"
  }
}
