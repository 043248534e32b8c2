output "vpc" {
  value = aws_vpc.main.id
}
