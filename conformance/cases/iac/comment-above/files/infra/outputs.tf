# The cluster the app runs on.
# keepshipping:type k8s.Cluster
output "cluster" {
  value = module.eks.cluster
}
