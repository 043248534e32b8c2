output "db" {
  value = { host = "db.internal", port = 5432 }
}
