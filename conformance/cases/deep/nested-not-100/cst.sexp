(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (NOT_EXPR
      (NOT_KW "not")
      (WHITESPACE " ")
      (NOT_EXPR
        (NOT_KW "not")
        (WHITESPACE " ")
        (NOT_EXPR
          (NOT_KW "not")
          (WHITESPACE " ")
          (NOT_EXPR
            (NOT_KW "not")
            (WHITESPACE " ")
            (NOT_EXPR
              (NOT_KW "not")
              (WHITESPACE " ")
              (NOT_EXPR
                (NOT_KW "not")
                (WHITESPACE " ")
                (NOT_EXPR
                  (NOT_KW "not")
                  (WHITESPACE " ")
                  (NOT_EXPR
                    (NOT_KW "not")
                    (WHITESPACE " ")
                    (NOT_EXPR
                      (NOT_KW "not")
                      (WHITESPACE " ")
                      (NOT_EXPR
                        (NOT_KW "not")
                        (WHITESPACE " ")
                        (NOT_EXPR
                          (NOT_KW "not")
                          (WHITESPACE " ")
                          (NOT_EXPR
                            (NOT_KW "not")
                            (WHITESPACE " ")
                            (NOT_EXPR
                              (NOT_KW "not")
                              (WHITESPACE " ")
                              (NOT_EXPR
                                (NOT_KW "not")
                                (WHITESPACE " ")
                                (NOT_EXPR
                                  (NOT_KW "not")
                                  (WHITESPACE " ")
                                  (NOT_EXPR
                                    (NOT_KW "not")
                                    (WHITESPACE " ")
                                    (NOT_EXPR
                                      (NOT_KW "not")
                                      (WHITESPACE " ")
                                      (NOT_EXPR
                                        (NOT_KW "not")
                                        (WHITESPACE " ")
                                        (NOT_EXPR
                                          (NOT_KW "not")
                                          (WHITESPACE " ")
                                          (NOT_EXPR
                                            (NOT_KW "not")
                                            (WHITESPACE " ")
                                            (NOT_EXPR
                                              (NOT_KW "not")
                                              (WHITESPACE " ")
                                              (NOT_EXPR
                                                (NOT_KW "not")
                                                (WHITESPACE " ")
                                                (NOT_EXPR
                                                  (NOT_KW "not")
                                                  (WHITESPACE " ")
                                                  (NOT_EXPR
                                                    (NOT_KW "not")
                                                    (WHITESPACE " ")
                                                    (NOT_EXPR
                                                      (NOT_KW "not")
                                                      (WHITESPACE " ")
                                                      (NOT_EXPR
                                                        (NOT_KW "not")
                                                        (WHITESPACE " ")
                                                        (NOT_EXPR
                                                          (NOT_KW "not")
                                                          (WHITESPACE " ")
                                                          (NOT_EXPR
                                                            (NOT_KW "not")
                                                            (WHITESPACE " ")
                                                            (NOT_EXPR
                                                              (NOT_KW "not")
                                                              (WHITESPACE " ")
                                                              (NOT_EXPR
                                                                (NOT_KW "not")
                                                                (WHITESPACE " ")
                                                                (NOT_EXPR
                                                                  (NOT_KW "not")
                                                                  (WHITESPACE " ")
                                                                  (NOT_EXPR
                                                                    (NOT_KW "not")
                                                                    (WHITESPACE " ")
                                                                    (NOT_EXPR
                                                                      (NOT_KW "not")
                                                                      (WHITESPACE " ")
                                                                      (NOT_EXPR
                                                                        (NOT_KW "not")
                                                                        (WHITESPACE " ")
                                                                        (NOT_EXPR
                                                                          (NOT_KW "not")
                                                                          (WHITESPACE " ")
                                                                          (NOT_EXPR
                                                                            (NOT_KW "not")
                                                                            (WHITESPACE " ")
                                                                            (NOT_EXPR
                                                                              (NOT_KW "not")
                                                                              (WHITESPACE " ")
                                                                              (NOT_EXPR
                                                                                (NOT_KW "not")
                                                                                (WHITESPACE " ")
                                                                                (NOT_EXPR
                                                                                  (NOT_KW "not")
                                                                                  (WHITESPACE " ")
                                                                                  (NOT_EXPR
                                                                                    (NOT_KW "not")
                                                                                    (WHITESPACE " ")
                                                                                    (NOT_EXPR
                                                                                      (NOT_KW "not")
                                                                                      (WHITESPACE " ")
                                                                                      (NOT_EXPR
                                                                                        (NOT_KW "not")
                                                                                        (WHITESPACE " ")
                                                                                        (NOT_EXPR
                                                                                          (NOT_KW "not")
                                                                                          (WHITESPACE " ")
                                                                                          (NOT_EXPR
                                                                                            (NOT_KW "not")
                                                                                            (WHITESPACE " ")
                                                                                            (NOT_EXPR
                                                                                              (NOT_KW "not")
                                                                                              (WHITESPACE " ")
                                                                                              (NOT_EXPR
                                                                                                (NOT_KW "not")
                                                                                                (WHITESPACE " ")
                                                                                                (NOT_EXPR
                                                                                                  (NOT_KW "not")
                                                                                                  (WHITESPACE " ")
                                                                                                  (NOT_EXPR
                                                                                                    (NOT_KW "not")
                                                                                                    (WHITESPACE " ")
                                                                                                    (NOT_EXPR
                                                                                                      (NOT_KW "not")
                                                                                                      (WHITESPACE " ")
                                                                                                      (NOT_EXPR
                                                                                                        (NOT_KW "not")
                                                                                                        (WHITESPACE " ")
                                                                                                        (NOT_EXPR
                                                                                                          (NOT_KW "not")
                                                                                                          (WHITESPACE " ")
                                                                                                          (NOT_EXPR
                                                                                                            (NOT_KW "not")
                                                                                                            (WHITESPACE " ")
                                                                                                            (NOT_EXPR
                                                                                                              (NOT_KW "not")
                                                                                                              (WHITESPACE " ")
                                                                                                              (NOT_EXPR
                                                                                                                (NOT_KW "not")
                                                                                                                (WHITESPACE " ")
                                                                                                                (NOT_EXPR
                                                                                                                  (NOT_KW "not")
                                                                                                                  (WHITESPACE " ")
                                                                                                                  (NOT_EXPR
                                                                                                                    (NOT_KW "not")
                                                                                                                    (WHITESPACE " ")
                                                                                                                    (NOT_EXPR
                                                                                                                      (NOT_KW "not")
                                                                                                                      (WHITESPACE " ")
                                                                                                                      (NOT_EXPR
                                                                                                                        (NOT_KW "not")
                                                                                                                        (WHITESPACE " ")
                                                                                                                        (NOT_EXPR
                                                                                                                          (NOT_KW "not")
                                                                                                                          (WHITESPACE " ")
                                                                                                                          (NOT_EXPR
                                                                                                                            (NOT_KW "not")
                                                                                                                            (WHITESPACE " ")
                                                                                                                            (NOT_EXPR
                                                                                                                              (NOT_KW "not")
                                                                                                                              (WHITESPACE " ")
                                                                                                                              (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (NOT_EXPR
                                                                                                                                (NOT_KW "not")
                                                                                                                                (WHITESPACE " ")
                                                                                                                                (WORD "a")))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
    (NEWLINE "\n")))
