-- Buffer settings for Keep Shipping (ship.ks, blocks/*.ks).
if vim.b.did_ftplugin then
  return
end
vim.b.did_ftplugin = 1

vim.bo.commentstring = '# %s'
vim.bo.comments = ':#'
vim.bo.expandtab = true
vim.bo.shiftwidth = 2
vim.bo.softtabstop = 2
vim.bo.tabstop = 2
vim.b.undo_ftplugin = 'setl cms< com< et< sw< sts< ts<'

-- Tree-sitter highlighting and folding, when a keepshipping parser is available
-- (installed by nvim-treesitter, or registered with require('keepshipping').setup{ parser = ... }).
if pcall(vim.treesitter.start, 0, 'keepshipping') then
  vim.wo[0][0].foldmethod = 'expr'
  vim.wo[0][0].foldexpr = 'v:lua.vim.treesitter.foldexpr()'
  vim.wo[0][0].foldenable = false
end
