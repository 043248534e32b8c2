output "cluster" {
  value = {
    endpoint = aws_eks_cluster.main.endpoint
    ca       = aws_eks_cluster.main.certificate_authority[0].data
    auth     = "eks"
  }
}
