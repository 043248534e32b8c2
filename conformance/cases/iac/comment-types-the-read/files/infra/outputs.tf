# keepshipping:type String
output "cluster" {
  value = module.eks.cluster
}
