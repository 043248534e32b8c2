output "half" {
  value = {
