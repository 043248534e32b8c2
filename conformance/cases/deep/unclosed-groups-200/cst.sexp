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
                                                                                                                                (L_PAREN "(")))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
    (NEWLINE "\n")))
