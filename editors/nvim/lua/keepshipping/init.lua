-- Parser registration for Keep Shipping.
--
--   require('keepshipping').setup({ parser = '/path/to/keepshipping.so' })
--       a parser built by hand (`tree-sitter build` in tree-sitter-keepshipping/, or cc);
--   require('keepshipping').nvim_treesitter({ url = '<repository>', revision = '<commit>' })
--       registers the parser with nvim-treesitter (`main` branch), so `:TSInstall keepshipping` builds it.
local M = {}

--- Registers a parser library built by hand.
---@param opts { parser: string }
function M.setup(opts)
  opts = opts or {}
  if opts.parser then
    vim.treesitter.language.add('keepshipping', { path = vim.fn.expand(opts.parser) })
  end
  vim.treesitter.language.register('keepshipping', { 'keepshipping' })
end

--- Adds keepshipping to nvim-treesitter's parser list (call it from a `User TSUpdate` autocommand too,
--- since nvim-treesitter reloads its list then).
---@param opts { url?: string, path?: string, revision?: string }
function M.nvim_treesitter(opts)
  opts = opts or {}
  local function register()
    local ok, parsers = pcall(require, 'nvim-treesitter.parsers')
    if not ok then
      return
    end
    parsers.keepshipping = {
      tier = 3,
      install_info = {
        url = opts.url,
        path = opts.path,
        revision = opts.revision,
        location = 'tree-sitter-keepshipping',
        -- the queries Neovim uses (capture names from nvim-treesitter's list)
        queries = 'queries/nvim',
      },
    }
  end
  register()
  vim.api.nvim_create_autocmd('User', { pattern = 'TSUpdate', callback = register })
end

return M
