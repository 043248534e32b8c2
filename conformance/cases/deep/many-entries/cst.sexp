(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "k0")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v0")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k3")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v3")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k4")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v4")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k5")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v5")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k6")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v6")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k7")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v7")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k8")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v8")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k9")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v9")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k10")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v10")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k11")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v11")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k12")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v12")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k13")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v13")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k14")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v14")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k15")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v15")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k16")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v16")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k17")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v17")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k18")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v18")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k19")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v19")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k20")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v20")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k21")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v21")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k22")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v22")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k23")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v23")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k24")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v24")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k25")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v25")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k26")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v26")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k27")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v27")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k28")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v28")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k29")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v29")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k30")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v30")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k31")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v31")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k32")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v32")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k33")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v33")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k34")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v34")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k35")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v35")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k36")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v36")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k37")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v37")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k38")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v38")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k39")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v39")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k40")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v40")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k41")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v41")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k42")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v42")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k43")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v43")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k44")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v44")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k45")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v45")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k46")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v46")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k47")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v47")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k48")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v48")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k49")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v49")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k50")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v50")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k51")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v51")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k52")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v52")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k53")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v53")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k54")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v54")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k55")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v55")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k56")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v56")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k57")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v57")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k58")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v58")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k59")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v59")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k60")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v60")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k61")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v61")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k62")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v62")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k63")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v63")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k64")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v64")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k65")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v65")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k66")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v66")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k67")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v67")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k68")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v68")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k69")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v69")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k70")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v70")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k71")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v71")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k72")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v72")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k73")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v73")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k74")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v74")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k75")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v75")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k76")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v76")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k77")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v77")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k78")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v78")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k79")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v79")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k80")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v80")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k81")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v81")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k82")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v82")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k83")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v83")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k84")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v84")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k85")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v85")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k86")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v86")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k87")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v87")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k88")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v88")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k89")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v89")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k90")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v90")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k91")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v91")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k92")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v92")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k93")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v93")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k94")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v94")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k95")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v95")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k96")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v96")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k97")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v97")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k98")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v98")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k99")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v99")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k100")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v100")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k101")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v101")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k102")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v102")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k103")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v103")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k104")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v104")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k105")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v105")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k106")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v106")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k107")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v107")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k108")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v108")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k109")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v109")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k110")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v110")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k111")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v111")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k112")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v112")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k113")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v113")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k114")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v114")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k115")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v115")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k116")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v116")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k117")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v117")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k118")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v118")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k119")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v119")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k120")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v120")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k121")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v121")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k122")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v122")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k123")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v123")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k124")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v124")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k125")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v125")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k126")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v126")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k127")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v127")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k128")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v128")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k129")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v129")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k130")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v130")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k131")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v131")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k132")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v132")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k133")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v133")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k134")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v134")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k135")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v135")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k136")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v136")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k137")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v137")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k138")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v138")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k139")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v139")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k140")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v140")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k141")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v141")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k142")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v142")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k143")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v143")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k144")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v144")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k145")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v145")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k146")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v146")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k147")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v147")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k148")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v148")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k149")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v149")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k150")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v150")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k151")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v151")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k152")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v152")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k153")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v153")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k154")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v154")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k155")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v155")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k156")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v156")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k157")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v157")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k158")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v158")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k159")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v159")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k160")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v160")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k161")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v161")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k162")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v162")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k163")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v163")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k164")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v164")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k165")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v165")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k166")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v166")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k167")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v167")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k168")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v168")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k169")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v169")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k170")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v170")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k171")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v171")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k172")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v172")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k173")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v173")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k174")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v174")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k175")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v175")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k176")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v176")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k177")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v177")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k178")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v178")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k179")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v179")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k180")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v180")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k181")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v181")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k182")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v182")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k183")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v183")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k184")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v184")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k185")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v185")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k186")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v186")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k187")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v187")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k188")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v188")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k189")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v189")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k190")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v190")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k191")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v191")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k192")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v192")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k193")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v193")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k194")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v194")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k195")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v195")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k196")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v196")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k197")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v197")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k198")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v198")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k199")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v199")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k200")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v200")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k201")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v201")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k202")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v202")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k203")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v203")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k204")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v204")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k205")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v205")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k206")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v206")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k207")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v207")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k208")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v208")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k209")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v209")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k210")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v210")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k211")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v211")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k212")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v212")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k213")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v213")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k214")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v214")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k215")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v215")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k216")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v216")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k217")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v217")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k218")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v218")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k219")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v219")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k220")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v220")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k221")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v221")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k222")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v222")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k223")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v223")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k224")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v224")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k225")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v225")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k226")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v226")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k227")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v227")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k228")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v228")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k229")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v229")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k230")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v230")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k231")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v231")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k232")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v232")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k233")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v233")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k234")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v234")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k235")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v235")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k236")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v236")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k237")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v237")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k238")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v238")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k239")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v239")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k240")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v240")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k241")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v241")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k242")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v242")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k243")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v243")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k244")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v244")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k245")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v245")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k246")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v246")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k247")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v247")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k248")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v248")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k249")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v249")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k250")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v250")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k251")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v251")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k252")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v252")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k253")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v253")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k254")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v254")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k255")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v255")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k256")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v256")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k257")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v257")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k258")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v258")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k259")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v259")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k260")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v260")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k261")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v261")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k262")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v262")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k263")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v263")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k264")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v264")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k265")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v265")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k266")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v266")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k267")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v267")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k268")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v268")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k269")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v269")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k270")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v270")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k271")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v271")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k272")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v272")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k273")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v273")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k274")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v274")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k275")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v275")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k276")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v276")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k277")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v277")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k278")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v278")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k279")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v279")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k280")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v280")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k281")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v281")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k282")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v282")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k283")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v283")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k284")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v284")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k285")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v285")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k286")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v286")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k287")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v287")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k288")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v288")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k289")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v289")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k290")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v290")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k291")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v291")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k292")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v292")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k293")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v293")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k294")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v294")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k295")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v295")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k296")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v296")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k297")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v297")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k298")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v298")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k299")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v299")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k300")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v300")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k301")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v301")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k302")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v302")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k303")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v303")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k304")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v304")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k305")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v305")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k306")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v306")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k307")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v307")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k308")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v308")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k309")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v309")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k310")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v310")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k311")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v311")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k312")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v312")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k313")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v313")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k314")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v314")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k315")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v315")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k316")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v316")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k317")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v317")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k318")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v318")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k319")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v319")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k320")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v320")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k321")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v321")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k322")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v322")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k323")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v323")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k324")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v324")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k325")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v325")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k326")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v326")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k327")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v327")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k328")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v328")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k329")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v329")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k330")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v330")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k331")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v331")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k332")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v332")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k333")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v333")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k334")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v334")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k335")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v335")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k336")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v336")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k337")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v337")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k338")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v338")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k339")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v339")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k340")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v340")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k341")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v341")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k342")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v342")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k343")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v343")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k344")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v344")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k345")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v345")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k346")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v346")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k347")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v347")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k348")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v348")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k349")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v349")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k350")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v350")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k351")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v351")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k352")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v352")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k353")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v353")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k354")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v354")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k355")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v355")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k356")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v356")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k357")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v357")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k358")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v358")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k359")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v359")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k360")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v360")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k361")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v361")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k362")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v362")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k363")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v363")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k364")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v364")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k365")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v365")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k366")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v366")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k367")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v367")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k368")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v368")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k369")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v369")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k370")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v370")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k371")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v371")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k372")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v372")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k373")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v373")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k374")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v374")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k375")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v375")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k376")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v376")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k377")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v377")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k378")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v378")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k379")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v379")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k380")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v380")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k381")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v381")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k382")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v382")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k383")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v383")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k384")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v384")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k385")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v385")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k386")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v386")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k387")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v387")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k388")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v388")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k389")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v389")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k390")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v390")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k391")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v391")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k392")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v392")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k393")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v393")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k394")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v394")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k395")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v395")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k396")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v396")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k397")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v397")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k398")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v398")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k399")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v399")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k400")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v400")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k401")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v401")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k402")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v402")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k403")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v403")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k404")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v404")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k405")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v405")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k406")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v406")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k407")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v407")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k408")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v408")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k409")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v409")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k410")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v410")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k411")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v411")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k412")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v412")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k413")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v413")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k414")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v414")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k415")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v415")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k416")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v416")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k417")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v417")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k418")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v418")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k419")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v419")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k420")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v420")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k421")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v421")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k422")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v422")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k423")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v423")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k424")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v424")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k425")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v425")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k426")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v426")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k427")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v427")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k428")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v428")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k429")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v429")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k430")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v430")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k431")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v431")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k432")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v432")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k433")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v433")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k434")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v434")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k435")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v435")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k436")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v436")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k437")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v437")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k438")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v438")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k439")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v439")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k440")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v440")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k441")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v441")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k442")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v442")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k443")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v443")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k444")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v444")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k445")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v445")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k446")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v446")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k447")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v447")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k448")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v448")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k449")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v449")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k450")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v450")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k451")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v451")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k452")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v452")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k453")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v453")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k454")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v454")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k455")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v455")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k456")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v456")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k457")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v457")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k458")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v458")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k459")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v459")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k460")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v460")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k461")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v461")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k462")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v462")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k463")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v463")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k464")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v464")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k465")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v465")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k466")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v466")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k467")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v467")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k468")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v468")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k469")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v469")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k470")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v470")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k471")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v471")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k472")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v472")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k473")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v473")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k474")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v474")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k475")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v475")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k476")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v476")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k477")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v477")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k478")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v478")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k479")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v479")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k480")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v480")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k481")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v481")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k482")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v482")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k483")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v483")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k484")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v484")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k485")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v485")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k486")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v486")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k487")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v487")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k488")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v488")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k489")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v489")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k490")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v490")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k491")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v491")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k492")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v492")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k493")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v493")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k494")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v494")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k495")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v495")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k496")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v496")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k497")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v497")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k498")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v498")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k499")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v499")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k500")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v500")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k501")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v501")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k502")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v502")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k503")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v503")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k504")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v504")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k505")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v505")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k506")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v506")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k507")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v507")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k508")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v508")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k509")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v509")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k510")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v510")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k511")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v511")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k512")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v512")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k513")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v513")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k514")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v514")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k515")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v515")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k516")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v516")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k517")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v517")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k518")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v518")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k519")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v519")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k520")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v520")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k521")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v521")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k522")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v522")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k523")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v523")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k524")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v524")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k525")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v525")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k526")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v526")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k527")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v527")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k528")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v528")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k529")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v529")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k530")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v530")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k531")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v531")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k532")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v532")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k533")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v533")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k534")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v534")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k535")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v535")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k536")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v536")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k537")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v537")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k538")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v538")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k539")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v539")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k540")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v540")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k541")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v541")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k542")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v542")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k543")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v543")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k544")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v544")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k545")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v545")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k546")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v546")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k547")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v547")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k548")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v548")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k549")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v549")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k550")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v550")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k551")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v551")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k552")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v552")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k553")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v553")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k554")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v554")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k555")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v555")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k556")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v556")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k557")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v557")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k558")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v558")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k559")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v559")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k560")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v560")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k561")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v561")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k562")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v562")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k563")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v563")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k564")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v564")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k565")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v565")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k566")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v566")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k567")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v567")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k568")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v568")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k569")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v569")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k570")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v570")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k571")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v571")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k572")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v572")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k573")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v573")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k574")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v574")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k575")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v575")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k576")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v576")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k577")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v577")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k578")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v578")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k579")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v579")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k580")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v580")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k581")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v581")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k582")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v582")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k583")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v583")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k584")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v584")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k585")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v585")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k586")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v586")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k587")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v587")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k588")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v588")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k589")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v589")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k590")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v590")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k591")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v591")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k592")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v592")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k593")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v593")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k594")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v594")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k595")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v595")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k596")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v596")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k597")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v597")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k598")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v598")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k599")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v599")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k600")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v600")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k601")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v601")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k602")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v602")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k603")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v603")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k604")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v604")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k605")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v605")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k606")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v606")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k607")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v607")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k608")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v608")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k609")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v609")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k610")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v610")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k611")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v611")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k612")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v612")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k613")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v613")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k614")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v614")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k615")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v615")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k616")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v616")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k617")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v617")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k618")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v618")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k619")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v619")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k620")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v620")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k621")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v621")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k622")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v622")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k623")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v623")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k624")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v624")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k625")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v625")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k626")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v626")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k627")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v627")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k628")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v628")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k629")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v629")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k630")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v630")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k631")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v631")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k632")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v632")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k633")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v633")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k634")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v634")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k635")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v635")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k636")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v636")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k637")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v637")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k638")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v638")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k639")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v639")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k640")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v640")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k641")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v641")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k642")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v642")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k643")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v643")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k644")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v644")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k645")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v645")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k646")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v646")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k647")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v647")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k648")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v648")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k649")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v649")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k650")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v650")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k651")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v651")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k652")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v652")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k653")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v653")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k654")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v654")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k655")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v655")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k656")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v656")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k657")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v657")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k658")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v658")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k659")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v659")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k660")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v660")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k661")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v661")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k662")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v662")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k663")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v663")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k664")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v664")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k665")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v665")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k666")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v666")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k667")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v667")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k668")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v668")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k669")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v669")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k670")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v670")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k671")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v671")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k672")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v672")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k673")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v673")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k674")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v674")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k675")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v675")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k676")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v676")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k677")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v677")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k678")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v678")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k679")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v679")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k680")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v680")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k681")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v681")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k682")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v682")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k683")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v683")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k684")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v684")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k685")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v685")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k686")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v686")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k687")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v687")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k688")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v688")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k689")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v689")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k690")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v690")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k691")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v691")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k692")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v692")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k693")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v693")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k694")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v694")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k695")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v695")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k696")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v696")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k697")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v697")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k698")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v698")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k699")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v699")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k700")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v700")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k701")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v701")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k702")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v702")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k703")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v703")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k704")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v704")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k705")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v705")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k706")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v706")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k707")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v707")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k708")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v708")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k709")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v709")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k710")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v710")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k711")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v711")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k712")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v712")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k713")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v713")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k714")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v714")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k715")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v715")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k716")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v716")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k717")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v717")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k718")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v718")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k719")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v719")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k720")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v720")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k721")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v721")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k722")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v722")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k723")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v723")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k724")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v724")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k725")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v725")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k726")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v726")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k727")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v727")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k728")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v728")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k729")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v729")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k730")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v730")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k731")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v731")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k732")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v732")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k733")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v733")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k734")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v734")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k735")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v735")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k736")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v736")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k737")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v737")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k738")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v738")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k739")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v739")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k740")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v740")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k741")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v741")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k742")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v742")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k743")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v743")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k744")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v744")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k745")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v745")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k746")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v746")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k747")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v747")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k748")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v748")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k749")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v749")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k750")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v750")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k751")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v751")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k752")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v752")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k753")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v753")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k754")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v754")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k755")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v755")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k756")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v756")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k757")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v757")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k758")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v758")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k759")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v759")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k760")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v760")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k761")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v761")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k762")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v762")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k763")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v763")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k764")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v764")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k765")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v765")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k766")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v766")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k767")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v767")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k768")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v768")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k769")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v769")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k770")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v770")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k771")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v771")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k772")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v772")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k773")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v773")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k774")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v774")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k775")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v775")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k776")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v776")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k777")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v777")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k778")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v778")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k779")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v779")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k780")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v780")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k781")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v781")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k782")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v782")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k783")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v783")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k784")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v784")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k785")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v785")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k786")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v786")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k787")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v787")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k788")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v788")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k789")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v789")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k790")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v790")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k791")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v791")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k792")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v792")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k793")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v793")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k794")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v794")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k795")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v795")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k796")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v796")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k797")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v797")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k798")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v798")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k799")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v799")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k800")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v800")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k801")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v801")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k802")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v802")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k803")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v803")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k804")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v804")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k805")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v805")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k806")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v806")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k807")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v807")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k808")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v808")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k809")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v809")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k810")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v810")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k811")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v811")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k812")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v812")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k813")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v813")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k814")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v814")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k815")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v815")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k816")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v816")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k817")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v817")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k818")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v818")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k819")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v819")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k820")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v820")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k821")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v821")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k822")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v822")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k823")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v823")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k824")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v824")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k825")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v825")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k826")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v826")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k827")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v827")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k828")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v828")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k829")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v829")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k830")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v830")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k831")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v831")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k832")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v832")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k833")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v833")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k834")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v834")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k835")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v835")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k836")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v836")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k837")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v837")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k838")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v838")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k839")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v839")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k840")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v840")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k841")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v841")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k842")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v842")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k843")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v843")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k844")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v844")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k845")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v845")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k846")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v846")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k847")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v847")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k848")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v848")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k849")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v849")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k850")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v850")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k851")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v851")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k852")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v852")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k853")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v853")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k854")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v854")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k855")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v855")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k856")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v856")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k857")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v857")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k858")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v858")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k859")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v859")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k860")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v860")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k861")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v861")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k862")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v862")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k863")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v863")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k864")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v864")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k865")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v865")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k866")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v866")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k867")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v867")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k868")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v868")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k869")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v869")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k870")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v870")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k871")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v871")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k872")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v872")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k873")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v873")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k874")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v874")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k875")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v875")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k876")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v876")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k877")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v877")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k878")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v878")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k879")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v879")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k880")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v880")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k881")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v881")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k882")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v882")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k883")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v883")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k884")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v884")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k885")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v885")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k886")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v886")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k887")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v887")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k888")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v888")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k889")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v889")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k890")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v890")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k891")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v891")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k892")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v892")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k893")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v893")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k894")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v894")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k895")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v895")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k896")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v896")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k897")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v897")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k898")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v898")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k899")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v899")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k900")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v900")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k901")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v901")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k902")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v902")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k903")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v903")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k904")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v904")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k905")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v905")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k906")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v906")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k907")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v907")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k908")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v908")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k909")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v909")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k910")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v910")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k911")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v911")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k912")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v912")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k913")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v913")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k914")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v914")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k915")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v915")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k916")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v916")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k917")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v917")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k918")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v918")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k919")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v919")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k920")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v920")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k921")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v921")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k922")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v922")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k923")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v923")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k924")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v924")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k925")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v925")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k926")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v926")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k927")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v927")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k928")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v928")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k929")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v929")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k930")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v930")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k931")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v931")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k932")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v932")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k933")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v933")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k934")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v934")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k935")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v935")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k936")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v936")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k937")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v937")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k938")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v938")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k939")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v939")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k940")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v940")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k941")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v941")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k942")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v942")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k943")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v943")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k944")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v944")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k945")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v945")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k946")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v946")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k947")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v947")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k948")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v948")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k949")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v949")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k950")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v950")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k951")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v951")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k952")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v952")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k953")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v953")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k954")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v954")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k955")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v955")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k956")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v956")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k957")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v957")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k958")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v958")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k959")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v959")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k960")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v960")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k961")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v961")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k962")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v962")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k963")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v963")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k964")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v964")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k965")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v965")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k966")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v966")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k967")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v967")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k968")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v968")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k969")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v969")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k970")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v970")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k971")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v971")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k972")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v972")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k973")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v973")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k974")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v974")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k975")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v975")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k976")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v976")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k977")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v977")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k978")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v978")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k979")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v979")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k980")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v980")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k981")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v981")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k982")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v982")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k983")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v983")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k984")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v984")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k985")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v985")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k986")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v986")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k987")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v987")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k988")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v988")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k989")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v989")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k990")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v990")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k991")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v991")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k992")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v992")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k993")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v993")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k994")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v994")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k995")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v995")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k996")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v996")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k997")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v997")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k998")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v998")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k999")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v999")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1000")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1000")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1001")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1001")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1002")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1002")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1003")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1003")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1004")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1004")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1005")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1005")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1006")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1006")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1007")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1007")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1008")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1008")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1009")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1009")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1010")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1010")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1011")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1011")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1012")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1012")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1013")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1013")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1014")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1014")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1015")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1015")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1016")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1016")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1017")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1017")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1018")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1018")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1019")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1019")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1020")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1020")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1021")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1021")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1022")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1022")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1023")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1023")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1024")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1024")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1025")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1025")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1026")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1026")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1027")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1027")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1028")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1028")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1029")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1029")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1030")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1030")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1031")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1031")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1032")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1032")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1033")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1033")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1034")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1034")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1035")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1035")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1036")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1036")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1037")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1037")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1038")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1038")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1039")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1039")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1040")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1040")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1041")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1041")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1042")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1042")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1043")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1043")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1044")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1044")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1045")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1045")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1046")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1046")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1047")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1047")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1048")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1048")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1049")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1049")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1050")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1050")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1051")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1051")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1052")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1052")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1053")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1053")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1054")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1054")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1055")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1055")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1056")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1056")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1057")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1057")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1058")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1058")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1059")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1059")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1060")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1060")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1061")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1061")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1062")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1062")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1063")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1063")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1064")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1064")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1065")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1065")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1066")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1066")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1067")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1067")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1068")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1068")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1069")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1069")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1070")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1070")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1071")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1071")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1072")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1072")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1073")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1073")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1074")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1074")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1075")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1075")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1076")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1076")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1077")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1077")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1078")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1078")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1079")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1079")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1080")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1080")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1081")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1081")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1082")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1082")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1083")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1083")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1084")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1084")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1085")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1085")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1086")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1086")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1087")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1087")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1088")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1088")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1089")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1089")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1090")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1090")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1091")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1091")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1092")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1092")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1093")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1093")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1094")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1094")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1095")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1095")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1096")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1096")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1097")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1097")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1098")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1098")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1099")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1099")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1100")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1100")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1101")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1101")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1102")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1102")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1103")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1103")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1104")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1104")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1105")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1105")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1106")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1106")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1107")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1107")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1108")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1108")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1109")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1109")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1110")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1110")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1111")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1111")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1112")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1112")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1113")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1113")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1114")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1114")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1115")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1115")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1116")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1116")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1117")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1117")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1118")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1118")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1119")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1119")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1120")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1120")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1121")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1121")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1122")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1122")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1123")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1123")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1124")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1124")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1125")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1125")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1126")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1126")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1127")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1127")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1128")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1128")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1129")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1129")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1130")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1130")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1131")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1131")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1132")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1132")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1133")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1133")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1134")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1134")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1135")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1135")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1136")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1136")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1137")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1137")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1138")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1138")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1139")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1139")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1140")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1140")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1141")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1141")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1142")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1142")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1143")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1143")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1144")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1144")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1145")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1145")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1146")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1146")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1147")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1147")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1148")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1148")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1149")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1149")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1150")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1150")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1151")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1151")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1152")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1152")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1153")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1153")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1154")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1154")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1155")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1155")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1156")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1156")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1157")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1157")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1158")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1158")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1159")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1159")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1160")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1160")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1161")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1161")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1162")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1162")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1163")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1163")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1164")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1164")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1165")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1165")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1166")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1166")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1167")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1167")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1168")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1168")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1169")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1169")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1170")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1170")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1171")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1171")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1172")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1172")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1173")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1173")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1174")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1174")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1175")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1175")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1176")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1176")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1177")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1177")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1178")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1178")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1179")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1179")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1180")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1180")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1181")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1181")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1182")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1182")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1183")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1183")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1184")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1184")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1185")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1185")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1186")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1186")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1187")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1187")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1188")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1188")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1189")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1189")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1190")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1190")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1191")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1191")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1192")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1192")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1193")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1193")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1194")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1194")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1195")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1195")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1196")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1196")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1197")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1197")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1198")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1198")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1199")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1199")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1200")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1200")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1201")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1201")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1202")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1202")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1203")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1203")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1204")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1204")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1205")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1205")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1206")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1206")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1207")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1207")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1208")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1208")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1209")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1209")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1210")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1210")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1211")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1211")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1212")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1212")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1213")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1213")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1214")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1214")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1215")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1215")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1216")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1216")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1217")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1217")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1218")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1218")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1219")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1219")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1220")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1220")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1221")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1221")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1222")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1222")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1223")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1223")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1224")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1224")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1225")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1225")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1226")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1226")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1227")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1227")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1228")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1228")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1229")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1229")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1230")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1230")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1231")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1231")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1232")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1232")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1233")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1233")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1234")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1234")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1235")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1235")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1236")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1236")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1237")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1237")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1238")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1238")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1239")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1239")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1240")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1240")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1241")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1241")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1242")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1242")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1243")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1243")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1244")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1244")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1245")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1245")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1246")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1246")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1247")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1247")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1248")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1248")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1249")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1249")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1250")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1250")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1251")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1251")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1252")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1252")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1253")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1253")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1254")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1254")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1255")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1255")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1256")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1256")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1257")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1257")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1258")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1258")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1259")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1259")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1260")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1260")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1261")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1261")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1262")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1262")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1263")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1263")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1264")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1264")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1265")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1265")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1266")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1266")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1267")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1267")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1268")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1268")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1269")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1269")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1270")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1270")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1271")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1271")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1272")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1272")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1273")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1273")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1274")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1274")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1275")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1275")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1276")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1276")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1277")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1277")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1278")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1278")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1279")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1279")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1280")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1280")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1281")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1281")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1282")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1282")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1283")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1283")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1284")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1284")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1285")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1285")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1286")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1286")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1287")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1287")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1288")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1288")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1289")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1289")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1290")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1290")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1291")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1291")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1292")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1292")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1293")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1293")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1294")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1294")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1295")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1295")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1296")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1296")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1297")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1297")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1298")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1298")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1299")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1299")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1300")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1300")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1301")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1301")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1302")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1302")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1303")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1303")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1304")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1304")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1305")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1305")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1306")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1306")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1307")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1307")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1308")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1308")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1309")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1309")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1310")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1310")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1311")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1311")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1312")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1312")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1313")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1313")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1314")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1314")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1315")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1315")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1316")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1316")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1317")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1317")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1318")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1318")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1319")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1319")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1320")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1320")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1321")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1321")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1322")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1322")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1323")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1323")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1324")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1324")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1325")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1325")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1326")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1326")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1327")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1327")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1328")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1328")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1329")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1329")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1330")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1330")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1331")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1331")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1332")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1332")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1333")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1333")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1334")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1334")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1335")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1335")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1336")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1336")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1337")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1337")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1338")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1338")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1339")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1339")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1340")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1340")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1341")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1341")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1342")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1342")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1343")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1343")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1344")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1344")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1345")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1345")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1346")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1346")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1347")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1347")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1348")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1348")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1349")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1349")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1350")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1350")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1351")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1351")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1352")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1352")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1353")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1353")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1354")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1354")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1355")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1355")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1356")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1356")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1357")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1357")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1358")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1358")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1359")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1359")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1360")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1360")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1361")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1361")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1362")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1362")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1363")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1363")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1364")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1364")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1365")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1365")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1366")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1366")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1367")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1367")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1368")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1368")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1369")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1369")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1370")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1370")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1371")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1371")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1372")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1372")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1373")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1373")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1374")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1374")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1375")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1375")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1376")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1376")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1377")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1377")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1378")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1378")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1379")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1379")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1380")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1380")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1381")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1381")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1382")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1382")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1383")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1383")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1384")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1384")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1385")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1385")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1386")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1386")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1387")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1387")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1388")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1388")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1389")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1389")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1390")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1390")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1391")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1391")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1392")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1392")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1393")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1393")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1394")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1394")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1395")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1395")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1396")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1396")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1397")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1397")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1398")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1398")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1399")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1399")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1400")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1400")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1401")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1401")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1402")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1402")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1403")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1403")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1404")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1404")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1405")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1405")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1406")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1406")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1407")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1407")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1408")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1408")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1409")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1409")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1410")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1410")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1411")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1411")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1412")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1412")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1413")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1413")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1414")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1414")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1415")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1415")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1416")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1416")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1417")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1417")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1418")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1418")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1419")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1419")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1420")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1420")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1421")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1421")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1422")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1422")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1423")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1423")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1424")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1424")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1425")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1425")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1426")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1426")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1427")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1427")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1428")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1428")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1429")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1429")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1430")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1430")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1431")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1431")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1432")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1432")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1433")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1433")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1434")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1434")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1435")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1435")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1436")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1436")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1437")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1437")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1438")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1438")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1439")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1439")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1440")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1440")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1441")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1441")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1442")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1442")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1443")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1443")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1444")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1444")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1445")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1445")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1446")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1446")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1447")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1447")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1448")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1448")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1449")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1449")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1450")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1450")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1451")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1451")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1452")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1452")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1453")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1453")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1454")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1454")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1455")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1455")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1456")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1456")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1457")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1457")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1458")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1458")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1459")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1459")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1460")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1460")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1461")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1461")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1462")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1462")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1463")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1463")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1464")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1464")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1465")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1465")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1466")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1466")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1467")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1467")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1468")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1468")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1469")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1469")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1470")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1470")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1471")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1471")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1472")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1472")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1473")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1473")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1474")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1474")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1475")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1475")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1476")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1476")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1477")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1477")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1478")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1478")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1479")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1479")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1480")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1480")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1481")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1481")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1482")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1482")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1483")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1483")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1484")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1484")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1485")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1485")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1486")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1486")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1487")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1487")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1488")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1488")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1489")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1489")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1490")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1490")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1491")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1491")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1492")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1492")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1493")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1493")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1494")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1494")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1495")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1495")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1496")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1496")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1497")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1497")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1498")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1498")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1499")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1499")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1500")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1500")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1501")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1501")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1502")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1502")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1503")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1503")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1504")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1504")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1505")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1505")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1506")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1506")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1507")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1507")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1508")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1508")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1509")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1509")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1510")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1510")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1511")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1511")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1512")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1512")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1513")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1513")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1514")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1514")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1515")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1515")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1516")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1516")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1517")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1517")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1518")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1518")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1519")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1519")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1520")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1520")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1521")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1521")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1522")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1522")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1523")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1523")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1524")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1524")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1525")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1525")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1526")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1526")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1527")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1527")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1528")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1528")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1529")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1529")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1530")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1530")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1531")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1531")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1532")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1532")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1533")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1533")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1534")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1534")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1535")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1535")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1536")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1536")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1537")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1537")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1538")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1538")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1539")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1539")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1540")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1540")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1541")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1541")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1542")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1542")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1543")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1543")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1544")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1544")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1545")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1545")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1546")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1546")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1547")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1547")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1548")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1548")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1549")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1549")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1550")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1550")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1551")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1551")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1552")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1552")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1553")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1553")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1554")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1554")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1555")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1555")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1556")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1556")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1557")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1557")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1558")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1558")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1559")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1559")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1560")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1560")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1561")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1561")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1562")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1562")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1563")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1563")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1564")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1564")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1565")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1565")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1566")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1566")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1567")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1567")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1568")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1568")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1569")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1569")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1570")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1570")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1571")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1571")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1572")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1572")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1573")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1573")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1574")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1574")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1575")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1575")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1576")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1576")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1577")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1577")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1578")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1578")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1579")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1579")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1580")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1580")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1581")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1581")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1582")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1582")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1583")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1583")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1584")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1584")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1585")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1585")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1586")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1586")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1587")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1587")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1588")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1588")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1589")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1589")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1590")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1590")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1591")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1591")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1592")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1592")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1593")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1593")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1594")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1594")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1595")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1595")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1596")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1596")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1597")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1597")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1598")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1598")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1599")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1599")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1600")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1600")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1601")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1601")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1602")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1602")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1603")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1603")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1604")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1604")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1605")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1605")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1606")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1606")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1607")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1607")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1608")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1608")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1609")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1609")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1610")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1610")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1611")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1611")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1612")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1612")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1613")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1613")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1614")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1614")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1615")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1615")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1616")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1616")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1617")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1617")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1618")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1618")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1619")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1619")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1620")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1620")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1621")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1621")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1622")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1622")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1623")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1623")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1624")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1624")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1625")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1625")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1626")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1626")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1627")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1627")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1628")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1628")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1629")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1629")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1630")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1630")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1631")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1631")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1632")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1632")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1633")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1633")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1634")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1634")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1635")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1635")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1636")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1636")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1637")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1637")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1638")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1638")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1639")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1639")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1640")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1640")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1641")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1641")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1642")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1642")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1643")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1643")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1644")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1644")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1645")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1645")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1646")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1646")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1647")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1647")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1648")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1648")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1649")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1649")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1650")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1650")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1651")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1651")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1652")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1652")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1653")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1653")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1654")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1654")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1655")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1655")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1656")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1656")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1657")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1657")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1658")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1658")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1659")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1659")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1660")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1660")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1661")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1661")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1662")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1662")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1663")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1663")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1664")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1664")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1665")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1665")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1666")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1666")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1667")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1667")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1668")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1668")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1669")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1669")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1670")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1670")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1671")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1671")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1672")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1672")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1673")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1673")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1674")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1674")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1675")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1675")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1676")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1676")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1677")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1677")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1678")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1678")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1679")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1679")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1680")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1680")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1681")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1681")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1682")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1682")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1683")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1683")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1684")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1684")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1685")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1685")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1686")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1686")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1687")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1687")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1688")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1688")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1689")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1689")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1690")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1690")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1691")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1691")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1692")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1692")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1693")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1693")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1694")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1694")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1695")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1695")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1696")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1696")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1697")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1697")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1698")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1698")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1699")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1699")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1700")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1700")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1701")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1701")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1702")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1702")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1703")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1703")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1704")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1704")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1705")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1705")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1706")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1706")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1707")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1707")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1708")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1708")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1709")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1709")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1710")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1710")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1711")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1711")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1712")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1712")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1713")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1713")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1714")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1714")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1715")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1715")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1716")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1716")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1717")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1717")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1718")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1718")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1719")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1719")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1720")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1720")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1721")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1721")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1722")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1722")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1723")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1723")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1724")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1724")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1725")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1725")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1726")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1726")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1727")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1727")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1728")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1728")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1729")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1729")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1730")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1730")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1731")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1731")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1732")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1732")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1733")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1733")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1734")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1734")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1735")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1735")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1736")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1736")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1737")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1737")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1738")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1738")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1739")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1739")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1740")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1740")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1741")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1741")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1742")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1742")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1743")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1743")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1744")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1744")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1745")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1745")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1746")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1746")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1747")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1747")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1748")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1748")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1749")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1749")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1750")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1750")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1751")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1751")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1752")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1752")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1753")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1753")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1754")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1754")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1755")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1755")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1756")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1756")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1757")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1757")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1758")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1758")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1759")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1759")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1760")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1760")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1761")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1761")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1762")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1762")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1763")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1763")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1764")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1764")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1765")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1765")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1766")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1766")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1767")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1767")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1768")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1768")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1769")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1769")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1770")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1770")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1771")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1771")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1772")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1772")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1773")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1773")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1774")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1774")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1775")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1775")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1776")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1776")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1777")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1777")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1778")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1778")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1779")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1779")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1780")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1780")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1781")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1781")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1782")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1782")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1783")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1783")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1784")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1784")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1785")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1785")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1786")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1786")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1787")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1787")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1788")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1788")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1789")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1789")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1790")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1790")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1791")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1791")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1792")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1792")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1793")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1793")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1794")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1794")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1795")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1795")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1796")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1796")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1797")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1797")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1798")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1798")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1799")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1799")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1800")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1800")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1801")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1801")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1802")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1802")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1803")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1803")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1804")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1804")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1805")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1805")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1806")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1806")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1807")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1807")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1808")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1808")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1809")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1809")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1810")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1810")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1811")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1811")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1812")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1812")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1813")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1813")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1814")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1814")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1815")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1815")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1816")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1816")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1817")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1817")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1818")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1818")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1819")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1819")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1820")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1820")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1821")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1821")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1822")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1822")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1823")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1823")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1824")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1824")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1825")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1825")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1826")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1826")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1827")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1827")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1828")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1828")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1829")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1829")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1830")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1830")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1831")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1831")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1832")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1832")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1833")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1833")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1834")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1834")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1835")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1835")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1836")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1836")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1837")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1837")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1838")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1838")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1839")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1839")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1840")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1840")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1841")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1841")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1842")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1842")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1843")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1843")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1844")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1844")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1845")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1845")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1846")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1846")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1847")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1847")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1848")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1848")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1849")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1849")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1850")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1850")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1851")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1851")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1852")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1852")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1853")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1853")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1854")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1854")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1855")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1855")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1856")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1856")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1857")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1857")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1858")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1858")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1859")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1859")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1860")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1860")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1861")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1861")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1862")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1862")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1863")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1863")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1864")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1864")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1865")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1865")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1866")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1866")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1867")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1867")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1868")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1868")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1869")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1869")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1870")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1870")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1871")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1871")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1872")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1872")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1873")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1873")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1874")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1874")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1875")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1875")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1876")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1876")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1877")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1877")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1878")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1878")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1879")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1879")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1880")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1880")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1881")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1881")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1882")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1882")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1883")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1883")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1884")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1884")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1885")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1885")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1886")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1886")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1887")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1887")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1888")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1888")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1889")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1889")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1890")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1890")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1891")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1891")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1892")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1892")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1893")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1893")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1894")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1894")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1895")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1895")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1896")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1896")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1897")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1897")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1898")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1898")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1899")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1899")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1900")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1900")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1901")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1901")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1902")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1902")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1903")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1903")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1904")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1904")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1905")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1905")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1906")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1906")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1907")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1907")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1908")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1908")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1909")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1909")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1910")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1910")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1911")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1911")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1912")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1912")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1913")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1913")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1914")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1914")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1915")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1915")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1916")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1916")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1917")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1917")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1918")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1918")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1919")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1919")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1920")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1920")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1921")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1921")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1922")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1922")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1923")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1923")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1924")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1924")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1925")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1925")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1926")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1926")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1927")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1927")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1928")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1928")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1929")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1929")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1930")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1930")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1931")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1931")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1932")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1932")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1933")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1933")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1934")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1934")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1935")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1935")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1936")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1936")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1937")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1937")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1938")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1938")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1939")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1939")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1940")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1940")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1941")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1941")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1942")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1942")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1943")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1943")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1944")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1944")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1945")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1945")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1946")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1946")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1947")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1947")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1948")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1948")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1949")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1949")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1950")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1950")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1951")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1951")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1952")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1952")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1953")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1953")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1954")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1954")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1955")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1955")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1956")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1956")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1957")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1957")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1958")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1958")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1959")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1959")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1960")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1960")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1961")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1961")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1962")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1962")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1963")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1963")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1964")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1964")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1965")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1965")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1966")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1966")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1967")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1967")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1968")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1968")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1969")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1969")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1970")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1970")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1971")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1971")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1972")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1972")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1973")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1973")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1974")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1974")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1975")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1975")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1976")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1976")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1977")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1977")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1978")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1978")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1979")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1979")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1980")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1980")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1981")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1981")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1982")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1982")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1983")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1983")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1984")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1984")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1985")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1985")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1986")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1986")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1987")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1987")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1988")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1988")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1989")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1989")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1990")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1990")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1991")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1991")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1992")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1992")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1993")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1993")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1994")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1994")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1995")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1995")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1996")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1996")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1997")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1997")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1998")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1998")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k1999")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v1999")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2000")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2000")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2001")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2001")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2002")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2002")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2003")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2003")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2004")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2004")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2005")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2005")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2006")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2006")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2007")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2007")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2008")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2008")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2009")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2009")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2010")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2010")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2011")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2011")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2012")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2012")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2013")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2013")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2014")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2014")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2015")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2015")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2016")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2016")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2017")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2017")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2018")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2018")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2019")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2019")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2020")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2020")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2021")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2021")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2022")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2022")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2023")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2023")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2024")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2024")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2025")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2025")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2026")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2026")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2027")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2027")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2028")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2028")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2029")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2029")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2030")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2030")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2031")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2031")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2032")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2032")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2033")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2033")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2034")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2034")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2035")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2035")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2036")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2036")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2037")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2037")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2038")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2038")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2039")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2039")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2040")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2040")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2041")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2041")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2042")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2042")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2043")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2043")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2044")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2044")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2045")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2045")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2046")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2046")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2047")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2047")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2048")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2048")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2049")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2049")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2050")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2050")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2051")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2051")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2052")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2052")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2053")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2053")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2054")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2054")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2055")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2055")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2056")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2056")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2057")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2057")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2058")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2058")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2059")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2059")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2060")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2060")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2061")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2061")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2062")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2062")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2063")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2063")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2064")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2064")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2065")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2065")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2066")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2066")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2067")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2067")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2068")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2068")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2069")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2069")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2070")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2070")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2071")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2071")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2072")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2072")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2073")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2073")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2074")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2074")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2075")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2075")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2076")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2076")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2077")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2077")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2078")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2078")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2079")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2079")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2080")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2080")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2081")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2081")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2082")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2082")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2083")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2083")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2084")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2084")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2085")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2085")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2086")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2086")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2087")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2087")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2088")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2088")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2089")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2089")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2090")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2090")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2091")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2091")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2092")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2092")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2093")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2093")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2094")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2094")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2095")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2095")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2096")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2096")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2097")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2097")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2098")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2098")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2099")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2099")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2100")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2100")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2101")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2101")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2102")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2102")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2103")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2103")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2104")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2104")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2105")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2105")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2106")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2106")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2107")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2107")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2108")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2108")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2109")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2109")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2110")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2110")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2111")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2111")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2112")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2112")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2113")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2113")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2114")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2114")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2115")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2115")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2116")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2116")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2117")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2117")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2118")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2118")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2119")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2119")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2120")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2120")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2121")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2121")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2122")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2122")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2123")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2123")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2124")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2124")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2125")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2125")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2126")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2126")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2127")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2127")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2128")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2128")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2129")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2129")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2130")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2130")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2131")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2131")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2132")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2132")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2133")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2133")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2134")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2134")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2135")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2135")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2136")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2136")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2137")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2137")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2138")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2138")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2139")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2139")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2140")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2140")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2141")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2141")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2142")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2142")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2143")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2143")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2144")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2144")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2145")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2145")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2146")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2146")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2147")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2147")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2148")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2148")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2149")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2149")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2150")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2150")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2151")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2151")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2152")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2152")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2153")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2153")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2154")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2154")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2155")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2155")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2156")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2156")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2157")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2157")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2158")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2158")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2159")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2159")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2160")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2160")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2161")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2161")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2162")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2162")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2163")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2163")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2164")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2164")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2165")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2165")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2166")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2166")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2167")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2167")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2168")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2168")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2169")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2169")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2170")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2170")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2171")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2171")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2172")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2172")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2173")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2173")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2174")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2174")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2175")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2175")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2176")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2176")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2177")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2177")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2178")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2178")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2179")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2179")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2180")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2180")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2181")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2181")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2182")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2182")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2183")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2183")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2184")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2184")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2185")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2185")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2186")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2186")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2187")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2187")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2188")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2188")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2189")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2189")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2190")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2190")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2191")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2191")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2192")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2192")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2193")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2193")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2194")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2194")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2195")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2195")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2196")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2196")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2197")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2197")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2198")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2198")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2199")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2199")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2200")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2200")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2201")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2201")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2202")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2202")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2203")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2203")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2204")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2204")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2205")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2205")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2206")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2206")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2207")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2207")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2208")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2208")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2209")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2209")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2210")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2210")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2211")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2211")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2212")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2212")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2213")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2213")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2214")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2214")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2215")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2215")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2216")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2216")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2217")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2217")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2218")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2218")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2219")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2219")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2220")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2220")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2221")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2221")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2222")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2222")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2223")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2223")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2224")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2224")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2225")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2225")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2226")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2226")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2227")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2227")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2228")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2228")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2229")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2229")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2230")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2230")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2231")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2231")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2232")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2232")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2233")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2233")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2234")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2234")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2235")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2235")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2236")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2236")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2237")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2237")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2238")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2238")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2239")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2239")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2240")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2240")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2241")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2241")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2242")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2242")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2243")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2243")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2244")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2244")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2245")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2245")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2246")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2246")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2247")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2247")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2248")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2248")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2249")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2249")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2250")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2250")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2251")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2251")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2252")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2252")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2253")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2253")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2254")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2254")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2255")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2255")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2256")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2256")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2257")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2257")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2258")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2258")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2259")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2259")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2260")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2260")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2261")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2261")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2262")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2262")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2263")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2263")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2264")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2264")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2265")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2265")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2266")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2266")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2267")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2267")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2268")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2268")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2269")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2269")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2270")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2270")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2271")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2271")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2272")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2272")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2273")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2273")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2274")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2274")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2275")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2275")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2276")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2276")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2277")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2277")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2278")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2278")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2279")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2279")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2280")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2280")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2281")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2281")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2282")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2282")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2283")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2283")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2284")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2284")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2285")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2285")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2286")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2286")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2287")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2287")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2288")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2288")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2289")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2289")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2290")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2290")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2291")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2291")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2292")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2292")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2293")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2293")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2294")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2294")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2295")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2295")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2296")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2296")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2297")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2297")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2298")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2298")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2299")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2299")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2300")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2300")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2301")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2301")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2302")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2302")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2303")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2303")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2304")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2304")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2305")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2305")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2306")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2306")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2307")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2307")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2308")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2308")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2309")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2309")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2310")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2310")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2311")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2311")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2312")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2312")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2313")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2313")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2314")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2314")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2315")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2315")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2316")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2316")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2317")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2317")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2318")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2318")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2319")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2319")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2320")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2320")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2321")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2321")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2322")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2322")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2323")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2323")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2324")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2324")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2325")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2325")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2326")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2326")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2327")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2327")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2328")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2328")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2329")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2329")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2330")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2330")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2331")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2331")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2332")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2332")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2333")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2333")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2334")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2334")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2335")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2335")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2336")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2336")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2337")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2337")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2338")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2338")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2339")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2339")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2340")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2340")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2341")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2341")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2342")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2342")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2343")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2343")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2344")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2344")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2345")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2345")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2346")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2346")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2347")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2347")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2348")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2348")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2349")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2349")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2350")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2350")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2351")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2351")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2352")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2352")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2353")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2353")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2354")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2354")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2355")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2355")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2356")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2356")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2357")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2357")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2358")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2358")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2359")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2359")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2360")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2360")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2361")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2361")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2362")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2362")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2363")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2363")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2364")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2364")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2365")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2365")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2366")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2366")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2367")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2367")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2368")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2368")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2369")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2369")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2370")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2370")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2371")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2371")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2372")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2372")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2373")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2373")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2374")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2374")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2375")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2375")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2376")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2376")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2377")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2377")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2378")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2378")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2379")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2379")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2380")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2380")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2381")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2381")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2382")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2382")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2383")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2383")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2384")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2384")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2385")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2385")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2386")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2386")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2387")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2387")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2388")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2388")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2389")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2389")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2390")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2390")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2391")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2391")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2392")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2392")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2393")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2393")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2394")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2394")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2395")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2395")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2396")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2396")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2397")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2397")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2398")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2398")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2399")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2399")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2400")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2400")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2401")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2401")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2402")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2402")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2403")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2403")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2404")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2404")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2405")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2405")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2406")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2406")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2407")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2407")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2408")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2408")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2409")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2409")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2410")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2410")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2411")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2411")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2412")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2412")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2413")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2413")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2414")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2414")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2415")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2415")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2416")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2416")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2417")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2417")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2418")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2418")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2419")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2419")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2420")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2420")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2421")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2421")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2422")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2422")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2423")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2423")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2424")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2424")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2425")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2425")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2426")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2426")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2427")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2427")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2428")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2428")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2429")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2429")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2430")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2430")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2431")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2431")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2432")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2432")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2433")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2433")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2434")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2434")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2435")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2435")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2436")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2436")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2437")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2437")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2438")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2438")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2439")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2439")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2440")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2440")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2441")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2441")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2442")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2442")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2443")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2443")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2444")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2444")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2445")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2445")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2446")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2446")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2447")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2447")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2448")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2448")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2449")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2449")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2450")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2450")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2451")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2451")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2452")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2452")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2453")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2453")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2454")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2454")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2455")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2455")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2456")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2456")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2457")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2457")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2458")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2458")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2459")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2459")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2460")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2460")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2461")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2461")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2462")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2462")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2463")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2463")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2464")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2464")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2465")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2465")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2466")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2466")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2467")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2467")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2468")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2468")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2469")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2469")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2470")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2470")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2471")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2471")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2472")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2472")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2473")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2473")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2474")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2474")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2475")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2475")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2476")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2476")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2477")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2477")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2478")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2478")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2479")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2479")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2480")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2480")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2481")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2481")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2482")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2482")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2483")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2483")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2484")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2484")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2485")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2485")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2486")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2486")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2487")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2487")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2488")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2488")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2489")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2489")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2490")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2490")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2491")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2491")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2492")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2492")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2493")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2493")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2494")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2494")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2495")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2495")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2496")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2496")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2497")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2497")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2498")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2498")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2499")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2499")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2500")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2500")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2501")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2501")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2502")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2502")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2503")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2503")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2504")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2504")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2505")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2505")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2506")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2506")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2507")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2507")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2508")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2508")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2509")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2509")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2510")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2510")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2511")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2511")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2512")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2512")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2513")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2513")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2514")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2514")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2515")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2515")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2516")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2516")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2517")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2517")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2518")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2518")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2519")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2519")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2520")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2520")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2521")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2521")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2522")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2522")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2523")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2523")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2524")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2524")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2525")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2525")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2526")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2526")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2527")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2527")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2528")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2528")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2529")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2529")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2530")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2530")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2531")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2531")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2532")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2532")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2533")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2533")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2534")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2534")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2535")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2535")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2536")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2536")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2537")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2537")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2538")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2538")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2539")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2539")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2540")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2540")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2541")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2541")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2542")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2542")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2543")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2543")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2544")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2544")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2545")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2545")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2546")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2546")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2547")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2547")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2548")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2548")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2549")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2549")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2550")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2550")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2551")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2551")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2552")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2552")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2553")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2553")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2554")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2554")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2555")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2555")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2556")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2556")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2557")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2557")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2558")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2558")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2559")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2559")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2560")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2560")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2561")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2561")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2562")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2562")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2563")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2563")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2564")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2564")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2565")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2565")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2566")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2566")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2567")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2567")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2568")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2568")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2569")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2569")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2570")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2570")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2571")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2571")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2572")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2572")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2573")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2573")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2574")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2574")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2575")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2575")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2576")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2576")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2577")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2577")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2578")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2578")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2579")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2579")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2580")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2580")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2581")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2581")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2582")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2582")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2583")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2583")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2584")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2584")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2585")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2585")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2586")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2586")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2587")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2587")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2588")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2588")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2589")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2589")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2590")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2590")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2591")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2591")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2592")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2592")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2593")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2593")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2594")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2594")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2595")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2595")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2596")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2596")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2597")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2597")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2598")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2598")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2599")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2599")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2600")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2600")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2601")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2601")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2602")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2602")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2603")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2603")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2604")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2604")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2605")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2605")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2606")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2606")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2607")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2607")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2608")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2608")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2609")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2609")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2610")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2610")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2611")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2611")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2612")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2612")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2613")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2613")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2614")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2614")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2615")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2615")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2616")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2616")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2617")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2617")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2618")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2618")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2619")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2619")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2620")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2620")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2621")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2621")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2622")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2622")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2623")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2623")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2624")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2624")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2625")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2625")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2626")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2626")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2627")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2627")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2628")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2628")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2629")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2629")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2630")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2630")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2631")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2631")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2632")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2632")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2633")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2633")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2634")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2634")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2635")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2635")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2636")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2636")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2637")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2637")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2638")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2638")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2639")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2639")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2640")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2640")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2641")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2641")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2642")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2642")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2643")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2643")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2644")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2644")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2645")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2645")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2646")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2646")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2647")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2647")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2648")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2648")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2649")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2649")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2650")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2650")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2651")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2651")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2652")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2652")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2653")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2653")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2654")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2654")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2655")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2655")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2656")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2656")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2657")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2657")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2658")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2658")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2659")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2659")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2660")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2660")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2661")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2661")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2662")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2662")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2663")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2663")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2664")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2664")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2665")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2665")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2666")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2666")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2667")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2667")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2668")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2668")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2669")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2669")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2670")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2670")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2671")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2671")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2672")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2672")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2673")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2673")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2674")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2674")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2675")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2675")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2676")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2676")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2677")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2677")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2678")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2678")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2679")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2679")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2680")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2680")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2681")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2681")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2682")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2682")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2683")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2683")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2684")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2684")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2685")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2685")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2686")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2686")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2687")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2687")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2688")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2688")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2689")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2689")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2690")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2690")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2691")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2691")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2692")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2692")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2693")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2693")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2694")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2694")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2695")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2695")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2696")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2696")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2697")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2697")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2698")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2698")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2699")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2699")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2700")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2700")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2701")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2701")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2702")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2702")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2703")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2703")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2704")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2704")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2705")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2705")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2706")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2706")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2707")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2707")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2708")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2708")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2709")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2709")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2710")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2710")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2711")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2711")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2712")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2712")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2713")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2713")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2714")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2714")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2715")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2715")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2716")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2716")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2717")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2717")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2718")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2718")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2719")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2719")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2720")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2720")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2721")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2721")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2722")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2722")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2723")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2723")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2724")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2724")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2725")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2725")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2726")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2726")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2727")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2727")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2728")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2728")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2729")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2729")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2730")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2730")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2731")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2731")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2732")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2732")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2733")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2733")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2734")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2734")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2735")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2735")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2736")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2736")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2737")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2737")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2738")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2738")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2739")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2739")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2740")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2740")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2741")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2741")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2742")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2742")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2743")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2743")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2744")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2744")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2745")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2745")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2746")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2746")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2747")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2747")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2748")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2748")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2749")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2749")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2750")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2750")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2751")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2751")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2752")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2752")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2753")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2753")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2754")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2754")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2755")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2755")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2756")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2756")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2757")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2757")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2758")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2758")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2759")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2759")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2760")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2760")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2761")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2761")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2762")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2762")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2763")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2763")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2764")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2764")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2765")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2765")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2766")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2766")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2767")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2767")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2768")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2768")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2769")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2769")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2770")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2770")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2771")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2771")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2772")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2772")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2773")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2773")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2774")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2774")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2775")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2775")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2776")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2776")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2777")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2777")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2778")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2778")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2779")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2779")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2780")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2780")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2781")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2781")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2782")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2782")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2783")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2783")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2784")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2784")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2785")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2785")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2786")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2786")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2787")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2787")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2788")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2788")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2789")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2789")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2790")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2790")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2791")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2791")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2792")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2792")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2793")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2793")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2794")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2794")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2795")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2795")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2796")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2796")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2797")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2797")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2798")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2798")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2799")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2799")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2800")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2800")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2801")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2801")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2802")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2802")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2803")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2803")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2804")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2804")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2805")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2805")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2806")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2806")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2807")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2807")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2808")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2808")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2809")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2809")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2810")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2810")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2811")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2811")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2812")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2812")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2813")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2813")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2814")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2814")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2815")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2815")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2816")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2816")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2817")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2817")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2818")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2818")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2819")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2819")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2820")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2820")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2821")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2821")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2822")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2822")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2823")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2823")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2824")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2824")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2825")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2825")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2826")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2826")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2827")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2827")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2828")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2828")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2829")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2829")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2830")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2830")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2831")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2831")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2832")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2832")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2833")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2833")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2834")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2834")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2835")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2835")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2836")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2836")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2837")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2837")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2838")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2838")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2839")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2839")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2840")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2840")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2841")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2841")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2842")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2842")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2843")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2843")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2844")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2844")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2845")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2845")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2846")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2846")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2847")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2847")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2848")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2848")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2849")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2849")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2850")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2850")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2851")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2851")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2852")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2852")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2853")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2853")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2854")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2854")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2855")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2855")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2856")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2856")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2857")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2857")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2858")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2858")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2859")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2859")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2860")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2860")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2861")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2861")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2862")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2862")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2863")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2863")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2864")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2864")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2865")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2865")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2866")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2866")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2867")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2867")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2868")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2868")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2869")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2869")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2870")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2870")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2871")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2871")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2872")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2872")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2873")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2873")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2874")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2874")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2875")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2875")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2876")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2876")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2877")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2877")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2878")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2878")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2879")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2879")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2880")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2880")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2881")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2881")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2882")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2882")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2883")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2883")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2884")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2884")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2885")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2885")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2886")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2886")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2887")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2887")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2888")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2888")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2889")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2889")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2890")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2890")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2891")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2891")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2892")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2892")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2893")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2893")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2894")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2894")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2895")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2895")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2896")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2896")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2897")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2897")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2898")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2898")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2899")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2899")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2900")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2900")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2901")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2901")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2902")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2902")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2903")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2903")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2904")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2904")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2905")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2905")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2906")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2906")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2907")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2907")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2908")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2908")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2909")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2909")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2910")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2910")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2911")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2911")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2912")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2912")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2913")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2913")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2914")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2914")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2915")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2915")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2916")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2916")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2917")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2917")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2918")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2918")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2919")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2919")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2920")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2920")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2921")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2921")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2922")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2922")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2923")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2923")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2924")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2924")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2925")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2925")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2926")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2926")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2927")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2927")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2928")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2928")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2929")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2929")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2930")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2930")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2931")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2931")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2932")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2932")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2933")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2933")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2934")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2934")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2935")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2935")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2936")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2936")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2937")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2937")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2938")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2938")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2939")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2939")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2940")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2940")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2941")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2941")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2942")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2942")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2943")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2943")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2944")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2944")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2945")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2945")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2946")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2946")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2947")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2947")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2948")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2948")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2949")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2949")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2950")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2950")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2951")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2951")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2952")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2952")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2953")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2953")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2954")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2954")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2955")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2955")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2956")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2956")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2957")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2957")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2958")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2958")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2959")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2959")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2960")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2960")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2961")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2961")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2962")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2962")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2963")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2963")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2964")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2964")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2965")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2965")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2966")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2966")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2967")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2967")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2968")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2968")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2969")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2969")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2970")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2970")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2971")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2971")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2972")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2972")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2973")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2973")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2974")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2974")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2975")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2975")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2976")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2976")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2977")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2977")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2978")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2978")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2979")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2979")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2980")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2980")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2981")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2981")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2982")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2982")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2983")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2983")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2984")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2984")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2985")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2985")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2986")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2986")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2987")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2987")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2988")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2988")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2989")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2989")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2990")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2990")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2991")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2991")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2992")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2992")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2993")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2993")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2994")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2994")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2995")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2995")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2996")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2996")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2997")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2997")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2998")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2998")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "k2999")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "v2999")
    (NEWLINE "\n")))
