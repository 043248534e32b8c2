//! Parses the files named on the command line and prints their sizes and diagnostic counts. Used to
//! count instructions per byte under `valgrind --tool=callgrind --toggle-collect=ks_lang::parse`.

fn main() {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).expect("readable UTF-8 file");
        let parse = ks_lang::parse(&text);
        println!("{path}: {} bytes, {} diagnostics", text.len(), parse.diagnostics().len());
    }
}
