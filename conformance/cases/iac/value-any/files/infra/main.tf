output "cluster" {
  value = module.eks.cluster
}
