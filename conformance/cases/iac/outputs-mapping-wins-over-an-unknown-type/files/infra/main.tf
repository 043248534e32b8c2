# keepshipping:type Cluster
output "cluster" {
  value = module.eks.cluster
}
