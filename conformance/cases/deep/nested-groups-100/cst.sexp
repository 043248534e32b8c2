(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (GROUP
        (L_PAREN "(")
        (GROUP
          (L_PAREN "(")
          (GROUP
            (L_PAREN "(")
            (GROUP
              (L_PAREN "(")
              (GROUP
                (L_PAREN "(")
                (GROUP
                  (L_PAREN "(")
                  (GROUP
                    (L_PAREN "(")
                    (GROUP
                      (L_PAREN "(")
                      (GROUP
                        (L_PAREN "(")
                        (GROUP
                          (L_PAREN "(")
                          (GROUP
                            (L_PAREN "(")
                            (GROUP
                              (L_PAREN "(")
                              (GROUP
                                (L_PAREN "(")
                                (GROUP
                                  (L_PAREN "(")
                                  (GROUP
                                    (L_PAREN "(")
                                    (GROUP
                                      (L_PAREN "(")
                                      (GROUP
                                        (L_PAREN "(")
                                        (GROUP
                                          (L_PAREN "(")
                                          (GROUP
                                            (L_PAREN "(")
                                            (GROUP
                                              (L_PAREN "(")
                                              (GROUP
                                                (L_PAREN "(")
                                                (GROUP
                                                  (L_PAREN "(")
                                                  (GROUP
                                                    (L_PAREN "(")
                                                    (GROUP
                                                      (L_PAREN "(")
                                                      (GROUP
                                                        (L_PAREN "(")
                                                        (GROUP
                                                          (L_PAREN "(")
                                                          (GROUP
                                                            (L_PAREN "(")
                                                            (GROUP
                                                              (L_PAREN "(")
                                                              (GROUP
                                                                (L_PAREN "(")
                                                                (GROUP
                                                                  (L_PAREN "(")
                                                                  (GROUP
                                                                    (L_PAREN "(")
                                                                    (GROUP
                                                                      (L_PAREN "(")
                                                                      (GROUP
                                                                        (L_PAREN "(")
                                                                        (GROUP
                                                                          (L_PAREN "(")
                                                                          (GROUP
                                                                            (L_PAREN "(")
                                                                            (GROUP
                                                                              (L_PAREN "(")
                                                                              (GROUP
                                                                                (L_PAREN "(")
                                                                                (GROUP
                                                                                  (L_PAREN "(")
                                                                                  (GROUP
                                                                                    (L_PAREN "(")
                                                                                    (GROUP
                                                                                      (L_PAREN "(")
                                                                                      (GROUP
                                                                                        (L_PAREN "(")
                                                                                        (GROUP
                                                                                          (L_PAREN "(")
                                                                                          (GROUP
                                                                                            (L_PAREN "(")
                                                                                            (GROUP
                                                                                              (L_PAREN "(")
                                                                                              (GROUP
                                                                                                (L_PAREN "(")
                                                                                                (GROUP
                                                                                                  (L_PAREN "(")
                                                                                                  (GROUP
                                                                                                    (L_PAREN "(")
                                                                                                    (GROUP
                                                                                                      (L_PAREN "(")
                                                                                                      (GROUP
                                                                                                        (L_PAREN "(")
                                                                                                        (GROUP
                                                                                                          (L_PAREN "(")
                                                                                                          (GROUP
                                                                                                            (L_PAREN "(")
                                                                                                            (GROUP
                                                                                                              (L_PAREN "(")
                                                                                                              (GROUP
                                                                                                                (L_PAREN "(")
                                                                                                                (GROUP
                                                                                                                  (L_PAREN "(")
                                                                                                                  (GROUP
                                                                                                                    (L_PAREN "(")
                                                                                                                    (GROUP
                                                                                                                      (L_PAREN "(")
                                                                                                                      (GROUP
                                                                                                                        (L_PAREN "(")
                                                                                                                        (GROUP
                                                                                                                          (L_PAREN "(")
                                                                                                                          (GROUP
                                                                                                                            (L_PAREN "(")
                                                                                                                            (GROUP
                                                                                                                              (L_PAREN "(")
                                                                                                                              (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (GROUP
                                                                                                                                (L_PAREN "(")
                                                                                                                                (WORD "a")
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                                (R_PAREN ")"))
                                                                                                                              (R_PAREN ")"))
                                                                                                                            (R_PAREN ")"))
                                                                                                                          (R_PAREN ")"))
                                                                                                                        (R_PAREN ")"))
                                                                                                                      (R_PAREN ")"))
                                                                                                                    (R_PAREN ")"))
                                                                                                                  (R_PAREN ")"))
                                                                                                                (R_PAREN ")"))
                                                                                                              (R_PAREN ")"))
                                                                                                            (R_PAREN ")"))
                                                                                                          (R_PAREN ")"))
                                                                                                        (R_PAREN ")"))
                                                                                                      (R_PAREN ")"))
                                                                                                    (R_PAREN ")"))
                                                                                                  (R_PAREN ")"))
                                                                                                (R_PAREN ")"))
                                                                                              (R_PAREN ")"))
                                                                                            (R_PAREN ")"))
                                                                                          (R_PAREN ")"))
                                                                                        (R_PAREN ")"))
                                                                                      (R_PAREN ")"))
                                                                                    (R_PAREN ")"))
                                                                                  (R_PAREN ")"))
                                                                                (R_PAREN ")"))
                                                                              (R_PAREN ")"))
                                                                            (R_PAREN ")"))
                                                                          (R_PAREN ")"))
                                                                        (R_PAREN ")"))
                                                                      (R_PAREN ")"))
                                                                    (R_PAREN ")"))
                                                                  (R_PAREN ")"))
                                                                (R_PAREN ")"))
                                                              (R_PAREN ")"))
                                                            (R_PAREN ")"))
                                                          (R_PAREN ")"))
                                                        (R_PAREN ")"))
                                                      (R_PAREN ")"))
                                                    (R_PAREN ")"))
                                                  (R_PAREN ")"))
                                                (R_PAREN ")"))
                                              (R_PAREN ")"))
                                            (R_PAREN ")"))
                                          (R_PAREN ")"))
                                        (R_PAREN ")"))
                                      (R_PAREN ")"))
                                    (R_PAREN ")"))
                                  (R_PAREN ")"))
                                (R_PAREN ")"))
                              (R_PAREN ")"))
                            (R_PAREN ")"))
                          (R_PAREN ")"))
                        (R_PAREN ")"))
                      (R_PAREN ")"))
                    (R_PAREN ")"))
                  (R_PAREN ")"))
                (R_PAREN ")"))
              (R_PAREN ")"))
            (R_PAREN ")"))
          (R_PAREN ")"))
        (R_PAREN ")"))
      (R_PAREN ")"))
    (NEWLINE "\n")))
