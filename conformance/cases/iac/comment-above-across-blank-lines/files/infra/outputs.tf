# keepshipping:type Int

output "cluster" {
  value = module.eks.cluster
}
