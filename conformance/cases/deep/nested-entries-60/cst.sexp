(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "k0")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "k1")
        (COLON ":"))
      (NEWLINE "\n")
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "k2")
          (COLON ":"))
        (NEWLINE "\n")
        (WHITESPACE "      ")
        (ENTRY
          (KEY
            (IDENT "k3")
            (COLON ":"))
          (NEWLINE "\n")
          (WHITESPACE "        ")
          (ENTRY
            (KEY
              (IDENT "k4")
              (COLON ":"))
            (NEWLINE "\n")
            (WHITESPACE "          ")
            (ENTRY
              (KEY
                (IDENT "k5")
                (COLON ":"))
              (NEWLINE "\n")
              (WHITESPACE "            ")
              (ENTRY
                (KEY
                  (IDENT "k6")
                  (COLON ":"))
                (NEWLINE "\n")
                (WHITESPACE "              ")
                (ENTRY
                  (KEY
                    (IDENT "k7")
                    (COLON ":"))
                  (NEWLINE "\n")
                  (WHITESPACE "                ")
                  (ENTRY
                    (KEY
                      (IDENT "k8")
                      (COLON ":"))
                    (NEWLINE "\n")
                    (WHITESPACE "                  ")
                    (ENTRY
                      (KEY
                        (IDENT "k9")
                        (COLON ":"))
                      (NEWLINE "\n")
                      (WHITESPACE "                    ")
                      (ENTRY
                        (KEY
                          (IDENT "k10")
                          (COLON ":"))
                        (NEWLINE "\n")
                        (WHITESPACE "                      ")
                        (ENTRY
                          (KEY
                            (IDENT "k11")
                            (COLON ":"))
                          (NEWLINE "\n")
                          (WHITESPACE "                        ")
                          (ENTRY
                            (KEY
                              (IDENT "k12")
                              (COLON ":"))
                            (NEWLINE "\n")
                            (WHITESPACE "                          ")
                            (ENTRY
                              (KEY
                                (IDENT "k13")
                                (COLON ":"))
                              (NEWLINE "\n")
                              (WHITESPACE "                            ")
                              (ENTRY
                                (KEY
                                  (IDENT "k14")
                                  (COLON ":"))
                                (NEWLINE "\n")
                                (WHITESPACE "                              ")
                                (ENTRY
                                  (KEY
                                    (IDENT "k15")
                                    (COLON ":"))
                                  (NEWLINE "\n")
                                  (WHITESPACE "                                ")
                                  (ENTRY
                                    (KEY
                                      (IDENT "k16")
                                      (COLON ":"))
                                    (NEWLINE "\n")
                                    (WHITESPACE "                                  ")
                                    (ENTRY
                                      (KEY
                                        (IDENT "k17")
                                        (COLON ":"))
                                      (NEWLINE "\n")
                                      (WHITESPACE "                                    ")
                                      (ENTRY
                                        (KEY
                                          (IDENT "k18")
                                          (COLON ":"))
                                        (NEWLINE "\n")
                                        (WHITESPACE "                                      ")
                                        (ENTRY
                                          (KEY
                                            (IDENT "k19")
                                            (COLON ":"))
                                          (NEWLINE "\n")
                                          (WHITESPACE "                                        ")
                                          (ENTRY
                                            (KEY
                                              (IDENT "k20")
                                              (COLON ":"))
                                            (NEWLINE "\n")
                                            (WHITESPACE "                                          ")
                                            (ENTRY
                                              (KEY
                                                (IDENT "k21")
                                                (COLON ":"))
                                              (NEWLINE "\n")
                                              (WHITESPACE "                                            ")
                                              (ENTRY
                                                (KEY
                                                  (IDENT "k22")
                                                  (COLON ":"))
                                                (NEWLINE "\n")
                                                (WHITESPACE "                                              ")
                                                (ENTRY
                                                  (KEY
                                                    (IDENT "k23")
                                                    (COLON ":"))
                                                  (NEWLINE "\n")
                                                  (WHITESPACE "                                                ")
                                                  (ENTRY
                                                    (KEY
                                                      (IDENT "k24")
                                                      (COLON ":"))
                                                    (NEWLINE "\n")
                                                    (WHITESPACE "                                                  ")
                                                    (ENTRY
                                                      (KEY
                                                        (IDENT "k25")
                                                        (COLON ":"))
                                                      (NEWLINE "\n")
                                                      (WHITESPACE "                                                    ")
                                                      (ENTRY
                                                        (KEY
                                                          (IDENT "k26")
                                                          (COLON ":"))
                                                        (NEWLINE "\n")
                                                        (WHITESPACE "                                                      ")
                                                        (ENTRY
                                                          (KEY
                                                            (IDENT "k27")
                                                            (COLON ":"))
                                                          (NEWLINE "\n")
                                                          (WHITESPACE "                                                        ")
                                                          (ENTRY
                                                            (KEY
                                                              (IDENT "k28")
                                                              (COLON ":"))
                                                            (NEWLINE "\n")
                                                            (WHITESPACE "                                                          ")
                                                            (ENTRY
                                                              (KEY
                                                                (IDENT "k29")
                                                                (COLON ":"))
                                                              (NEWLINE "\n")
                                                              (WHITESPACE "                                                            ")
                                                              (ENTRY
                                                                (KEY
                                                                  (IDENT "k30")
                                                                  (COLON ":"))
                                                                (NEWLINE "\n")
                                                                (WHITESPACE "                                                              ")
                                                                (ENTRY
                                                                  (KEY
                                                                    (IDENT "k31")
                                                                    (COLON ":"))
                                                                  (NEWLINE "\n")
                                                                  (WHITESPACE "                                                                ")
                                                                  (ENTRY
                                                                    (KEY
                                                                      (IDENT "k32")
                                                                      (COLON ":"))
                                                                    (NEWLINE "\n")
                                                                    (WHITESPACE "                                                                  ")
                                                                    (ENTRY
                                                                      (KEY
                                                                        (IDENT "k33")
                                                                        (COLON ":"))
                                                                      (NEWLINE "\n")
                                                                      (WHITESPACE "                                                                    ")
                                                                      (ENTRY
                                                                        (KEY
                                                                          (IDENT "k34")
                                                                          (COLON ":"))
                                                                        (NEWLINE "\n")
                                                                        (WHITESPACE "                                                                      ")
                                                                        (ENTRY
                                                                          (KEY
                                                                            (IDENT "k35")
                                                                            (COLON ":"))
                                                                          (NEWLINE "\n")
                                                                          (WHITESPACE "                                                                        ")
                                                                          (ENTRY
                                                                            (KEY
                                                                              (IDENT "k36")
                                                                              (COLON ":"))
                                                                            (NEWLINE "\n")
                                                                            (WHITESPACE "                                                                          ")
                                                                            (ENTRY
                                                                              (KEY
                                                                                (IDENT "k37")
                                                                                (COLON ":"))
                                                                              (NEWLINE "\n")
                                                                              (WHITESPACE "                                                                            ")
                                                                              (ENTRY
                                                                                (KEY
                                                                                  (IDENT "k38")
                                                                                  (COLON ":"))
                                                                                (NEWLINE "\n")
                                                                                (WHITESPACE "                                                                              ")
                                                                                (ENTRY
                                                                                  (KEY
                                                                                    (IDENT "k39")
                                                                                    (COLON ":"))
                                                                                  (NEWLINE "\n")
                                                                                  (WHITESPACE "                                                                                ")
                                                                                  (ENTRY
                                                                                    (KEY
                                                                                      (IDENT "k40")
                                                                                      (COLON ":"))
                                                                                    (NEWLINE "\n")
                                                                                    (WHITESPACE "                                                                                  ")
                                                                                    (ENTRY
                                                                                      (KEY
                                                                                        (IDENT "k41")
                                                                                        (COLON ":"))
                                                                                      (NEWLINE "\n")
                                                                                      (WHITESPACE "                                                                                    ")
                                                                                      (ENTRY
                                                                                        (KEY
                                                                                          (IDENT "k42")
                                                                                          (COLON ":"))
                                                                                        (NEWLINE "\n")
                                                                                        (WHITESPACE "                                                                                      ")
                                                                                        (ENTRY
                                                                                          (KEY
                                                                                            (IDENT "k43")
                                                                                            (COLON ":"))
                                                                                          (NEWLINE "\n")
                                                                                          (WHITESPACE "                                                                                        ")
                                                                                          (ENTRY
                                                                                            (KEY
                                                                                              (IDENT "k44")
                                                                                              (COLON ":"))
                                                                                            (NEWLINE "\n")
                                                                                            (WHITESPACE "                                                                                          ")
                                                                                            (ENTRY
                                                                                              (KEY
                                                                                                (IDENT "k45")
                                                                                                (COLON ":"))
                                                                                              (NEWLINE "\n")
                                                                                              (WHITESPACE "                                                                                            ")
                                                                                              (ENTRY
                                                                                                (KEY
                                                                                                  (IDENT "k46")
                                                                                                  (COLON ":"))
                                                                                                (NEWLINE "\n")
                                                                                                (WHITESPACE "                                                                                              ")
                                                                                                (ENTRY
                                                                                                  (KEY
                                                                                                    (IDENT "k47")
                                                                                                    (COLON ":"))
                                                                                                  (NEWLINE "\n")
                                                                                                  (WHITESPACE "                                                                                                ")
                                                                                                  (ENTRY
                                                                                                    (KEY
                                                                                                      (IDENT "k48")
                                                                                                      (COLON ":"))
                                                                                                    (NEWLINE "\n")
                                                                                                    (WHITESPACE "                                                                                                  ")
                                                                                                    (ENTRY
                                                                                                      (KEY
                                                                                                        (IDENT "k49")
                                                                                                        (COLON ":"))
                                                                                                      (NEWLINE "\n")
                                                                                                      (WHITESPACE "                                                                                                    ")
                                                                                                      (ENTRY
                                                                                                        (KEY
                                                                                                          (IDENT "k50")
                                                                                                          (COLON ":"))
                                                                                                        (NEWLINE "\n")
                                                                                                        (WHITESPACE "                                                                                                      ")
                                                                                                        (ENTRY
                                                                                                          (KEY
                                                                                                            (IDENT "k51")
                                                                                                            (COLON ":"))
                                                                                                          (NEWLINE "\n")
                                                                                                          (WHITESPACE "                                                                                                        ")
                                                                                                          (ENTRY
                                                                                                            (KEY
                                                                                                              (IDENT "k52")
                                                                                                              (COLON ":"))
                                                                                                            (NEWLINE "\n")
                                                                                                            (WHITESPACE "                                                                                                          ")
                                                                                                            (ENTRY
                                                                                                              (KEY
                                                                                                                (IDENT "k53")
                                                                                                                (COLON ":"))
                                                                                                              (NEWLINE "\n")
                                                                                                              (WHITESPACE "                                                                                                            ")
                                                                                                              (ENTRY
                                                                                                                (KEY
                                                                                                                  (IDENT "k54")
                                                                                                                  (COLON ":"))
                                                                                                                (NEWLINE "\n")
                                                                                                                (WHITESPACE "                                                                                                              ")
                                                                                                                (ENTRY
                                                                                                                  (KEY
                                                                                                                    (IDENT "k55")
                                                                                                                    (COLON ":"))
                                                                                                                  (NEWLINE "\n")
                                                                                                                  (WHITESPACE "                                                                                                                ")
                                                                                                                  (ENTRY
                                                                                                                    (KEY
                                                                                                                      (IDENT "k56")
                                                                                                                      (COLON ":"))
                                                                                                                    (NEWLINE "\n")
                                                                                                                    (WHITESPACE "                                                                                                                  ")
                                                                                                                    (ENTRY
                                                                                                                      (KEY
                                                                                                                        (IDENT "k57")
                                                                                                                        (COLON ":"))
                                                                                                                      (NEWLINE "\n")
                                                                                                                      (WHITESPACE "                                                                                                                    ")
                                                                                                                      (ENTRY
                                                                                                                        (KEY
                                                                                                                          (IDENT "k58")
                                                                                                                          (COLON ":"))
                                                                                                                        (NEWLINE "\n")
                                                                                                                        (WHITESPACE "                                                                                                                      ")
                                                                                                                        (ENTRY
                                                                                                                          (KEY
                                                                                                                            (IDENT "k59")
                                                                                                                            (COLON ":"))
                                                                                                                          (NEWLINE "\n"))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
