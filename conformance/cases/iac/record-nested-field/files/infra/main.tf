output "db" {
  value = { conn = { host = "db.internal" }, port = 5432 }
}
