# keepshipping:type k8s.Cluster
output "cluster" {
  # keepshipping:type Int
  value = module.eks.cluster
}
