output "db" {
  value = {
    host = aws_db_instance.main.address
    port = aws_db_instance.main.port
  }
}
