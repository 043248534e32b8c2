-- The Keep Shipping language server for Neovim 0.11+ (`keepshipping lsp`, stdio). Neovim reads
-- `lsp/<name>.lua` files from the runtimepath into `vim.lsp.config`, so with this folder on the
-- runtimepath one line turns it on:
--
--   vim.lsp.enable('keepshipping')
--
-- and `vim.lsp.config('keepshipping', { cmd = { '/path/to/keepshipping', 'lsp' } })` changes a field.
---@type vim.lsp.Config
return {
  cmd = { 'keepshipping', 'lsp' },
  filetypes = { 'keepshipping' },
  -- the workflow's folder (a block file in blocks/ finds the ship.ks above it), else the repository
  root_markers = { 'ship.ks', '.git' },
}
