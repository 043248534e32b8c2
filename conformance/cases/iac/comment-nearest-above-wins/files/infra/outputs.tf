# keepshipping:type Int
# keepshipping:type k8s.Cluster
output "cluster" {
  value = module.eks.cluster
}
