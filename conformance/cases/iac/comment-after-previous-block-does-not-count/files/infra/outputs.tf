output "region" {
  value = "eu-west-1"
} # keepshipping:type Int
output "cluster" {
  value = module.eks.cluster
}
