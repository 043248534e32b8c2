(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "notify_the_release_channel_and_the_on_call_rotation_when_this_step_fails_x")
      (COLON ":"))
    (WHITESPACE " ")
    (OR_EXPR
      (WORD "owner.alerts")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (OR_KW "or")
      (WHITESPACE " ")
      (WORD "owner.pager"))
    (NEWLINE "\n")))
