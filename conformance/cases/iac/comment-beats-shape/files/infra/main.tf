# keepshipping:type Url
output "cluster" {
  value = { endpoint = "https://k", ca = "x", auth = "eks" }
}
