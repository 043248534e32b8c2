output "cluster" {
  # keepshipping:type k8s.Cluster
  value = module.eks.cluster
  # keepshipping:type Int
}
