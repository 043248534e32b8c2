output "cluster" {
  value = module.eks.cluster
  precondition {
    # keepshipping:type Int
    condition     = true
    error_message = "unreachable"
  }
}
