(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (NEWLINE "\n"))
  (ERROR
    (WORD "?0"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?1"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?2"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?3"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?4"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?5"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?6"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?7"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?8"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?9"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?10"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?11"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?12"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?13"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?14"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?15"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?16"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?17"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?18"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?19"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?20"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?21"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?22"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?23"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?24"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?25"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?26"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?27"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?28"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?29"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?30"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?31"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?32"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?33"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?34"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?35"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?36"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?37"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?38"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?39"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?40"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?41"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?42"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?43"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?44"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?45"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?46"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?47"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?48"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?49"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?50"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?51"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?52"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?53"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?54"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?55"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?56"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?57"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?58"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?59"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?60"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?61"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?62"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?63"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?64"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?65"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?66"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?67"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?68"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?69"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?70"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?71"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?72"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?73"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?74"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?75"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?76"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?77"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?78"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?79"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?80"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?81"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?82"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?83"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?84"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?85"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?86"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?87"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?88"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?89"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?90"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?91"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?92"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?93"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?94"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?95"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?96"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?97"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?98"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?99"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?100"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?101"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?102"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?103"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?104"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?105"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?106"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?107"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?108"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?109"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?110"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?111"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?112"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?113"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?114"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?115"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?116"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?117"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?118"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?119"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?120"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?121"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?122"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?123"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?124"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?125"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?126"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?127"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?128"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?129"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?130"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?131"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?132"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?133"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?134"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?135"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?136"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?137"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?138"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?139"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?140"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?141"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?142"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?143"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?144"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?145"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?146"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?147"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?148"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?149"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?150"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?151"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?152"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?153"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?154"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?155"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?156"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?157"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?158"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?159"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?160"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?161"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?162"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?163"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?164"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?165"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?166"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?167"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?168"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?169"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?170"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?171"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?172"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?173"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?174"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?175"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?176"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?177"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?178"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?179"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?180"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?181"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?182"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?183"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?184"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?185"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?186"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?187"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?188"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?189"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?190"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?191"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?192"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?193"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?194"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?195"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?196"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?197"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?198"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?199"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?200"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?201"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?202"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?203"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?204"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?205"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?206"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?207"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?208"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?209"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?210"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?211"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?212"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?213"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?214"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?215"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?216"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?217"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?218"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?219"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?220"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?221"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?222"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?223"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?224"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?225"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?226"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?227"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?228"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?229"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?230"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?231"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?232"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?233"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?234"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?235"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?236"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?237"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?238"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?239"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?240"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?241"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?242"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?243"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?244"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?245"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?246"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?247"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?248"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?249"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?250"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?251"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?252"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?253"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?254"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?255"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?256"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?257"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?258"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?259"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?260"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?261"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?262"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?263"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?264"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?265"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?266"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?267"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?268"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?269"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?270"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?271"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?272"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?273"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?274"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?275"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?276"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?277"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?278"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?279"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?280"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?281"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?282"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?283"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?284"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?285"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?286"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?287"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?288"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?289"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?290"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?291"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?292"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?293"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?294"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?295"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?296"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?297"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?298"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?299"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?300"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?301"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?302"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?303"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?304"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?305"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?306"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?307"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?308"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?309"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?310"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?311"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?312"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?313"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?314"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?315"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?316"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?317"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?318"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?319"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?320"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?321"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?322"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?323"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?324"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?325"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?326"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?327"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?328"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?329"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?330"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?331"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?332"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?333"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?334"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?335"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?336"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?337"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?338"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?339"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?340"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?341"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?342"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?343"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?344"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?345"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?346"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?347"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?348"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?349"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?350"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?351"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?352"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?353"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?354"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?355"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?356"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?357"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?358"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?359"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?360"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?361"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?362"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?363"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?364"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?365"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?366"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?367"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?368"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?369"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?370"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?371"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?372"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?373"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?374"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?375"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?376"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?377"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?378"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?379"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?380"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?381"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?382"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?383"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?384"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?385"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?386"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?387"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?388"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?389"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?390"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?391"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?392"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?393"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?394"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?395"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?396"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?397"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?398"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?399"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?400"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?401"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?402"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?403"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?404"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?405"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?406"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?407"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?408"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?409"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?410"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?411"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?412"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?413"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?414"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?415"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?416"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?417"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?418"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?419"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?420"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?421"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?422"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?423"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?424"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?425"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?426"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?427"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?428"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?429"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?430"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?431"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?432"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?433"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?434"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?435"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?436"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?437"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?438"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?439"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?440"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?441"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?442"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?443"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?444"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?445"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?446"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?447"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?448"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?449"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?450"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?451"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?452"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?453"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?454"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?455"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?456"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?457"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?458"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?459"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?460"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?461"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?462"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?463"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?464"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?465"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?466"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?467"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?468"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?469"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?470"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?471"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?472"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?473"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?474"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?475"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?476"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?477"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?478"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?479"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?480"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?481"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?482"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?483"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?484"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?485"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?486"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?487"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?488"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?489"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?490"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?491"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?492"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?493"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?494"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?495"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?496"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?497"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?498"))
  (NEWLINE "\n")
  (ERROR
    (WORD "?499"))
  (NEWLINE "\n"))
