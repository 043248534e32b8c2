-- Keep Shipping files are recognised by name, never by the `.ks` extension (Neovim gives `*.ks` to
-- kscript, and the extension also means Kickstart). A file-name rule wins over the extension rule.
vim.filetype.add({
  filename = {
    ['ship.ks'] = 'keepshipping',
  },
  pattern = {
    -- block files: any `*.ks` directly inside a folder named `blocks`
    ['.*/blocks/[^/]+%.ks'] = 'keepshipping',
  },
})
