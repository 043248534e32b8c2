-- The Keep Shipping language server for Neovim 0.11+ (`keepshipping lsp`, stdio). Neovim reads
-- `lsp/<name>.lua` files from the runtimepath into `vim.lsp.config`, so with this folder on the
-- runtimepath one line turns it on:
--
--   vim.lsp.enable('keepshipping')
--
-- and `vim.lsp.config('keepshipping', { cmd = { '/path/to/keepshipping', 'lsp' } })` changes a field,
-- e.g. `settings = { keepshipping = { environment = 'prod' } }` for the plan of one environment in
-- inlay hints and code lenses; while the server runs,
--   client:exec_cmd({ title = '', command = 'keepshipping.selectEnvironment', arguments = { 'dev' } })
-- switches it.

--- Shows text in a new scratch buffer (the plan a lens opens).
local function show(lines, filetype)
  vim.cmd('new')
  local buf = vim.api.nvim_get_current_buf()
  vim.bo[buf].buftype = 'nofile'
  vim.bo[buf].bufhidden = 'wipe'
  vim.bo[buf].filetype = filetype
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, vim.split(lines, '\n', { plain = true, trimempty = true }))
end

--- A server command whose answer is text to read: run it on the server, show what it returns.
local function shown(filetype)
  return function(command, ctx)
    local client = vim.lsp.get_client_by_id(ctx.client_id)
    if not client then
      return
    end
    client:request('workspace/executeCommand', command, function(err, result)
      if err then
        vim.notify(err.message, vim.log.levels.WARN)
      elseif type(result) == 'string' then
        show(result, filetype)
      end
    end, ctx.bufnr)
  end
end

---@type vim.lsp.Config
return {
  cmd = { 'keepshipping', 'lsp' },
  filetypes = { 'keepshipping' },
  -- the workflow's folder (a block file in blocks/ finds the ship.ks above it), else the repository
  root_markers = { 'ship.ks', '.git' },
  -- the commands of the server's code lenses that Neovim runs itself
  commands = {
    ['keepshipping.showPlan'] = shown('text'),
    ['keepshipping.showPlanGraph'] = shown('mermaid'),
    -- a step's "N references" lens: its places, in the quickfix list
    ['editor.action.showReferences'] = function(command)
      local locations = command.arguments and command.arguments[3] or {}
      local items = vim.lsp.util.locations_to_items(locations, 'utf-16')
      vim.fn.setqflist({}, ' ', { title = 'references', items = items })
      vim.cmd('copen')
    end,
  },
}
