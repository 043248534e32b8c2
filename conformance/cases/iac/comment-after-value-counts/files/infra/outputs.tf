output "cluster" {
  value = module.eks.cluster # keepshipping:type Int
}
