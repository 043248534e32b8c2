//! The generated workload of the `plan` bench, shared with ks-report's plan renderer bench (one
//! generator, so both measure the same shape of file).

use std::fmt::Write as _;

/// `steps` steps, each reading up to three earlier ones (a script's input, an approval's `show:`, a
/// deploy's image), every fourth following one more with `after:`, every tenth an approval showing
/// the two steps before it (which gates their later readers), every seventh gated to prod. Every edge
/// goes from an earlier step to a later one, so the file has no cycle.
pub fn workflow(steps: usize) -> String {
    let mut text = String::from("keepshipping: 0.1\nname: bench\nenvs:\n  dev:\n  prod:\nsteps:\n");
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut pick = |below: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        // Mostly recent steps, sometimes far back: a workflow reads what it just built.
        let span = if seed.is_multiple_of(8) { below } else { below.min(40) };
        below - 1 - (seed >> 8) as usize % span
    };
    for i in 0..steps {
        if i < 3 {
            let _ = writeln!(text, "  s{i}: ./s{i}.ts");
            continue;
        }
        if i % 10 == 9 {
            // Shows the two steps just before it: a review right after what it reviews, gating
            // every later reader of them.
            let _ = write!(text, "  s{i}: approval\n    show: s{}.v, s{}.v\n", i - 1, i - 2);
        } else {
            let _ = writeln!(text, "  s{i}: ./s{i}.ts");
            for k in 0..3 {
                let j = pick(i);
                let output = if j >= 3 && j % 10 == 9 { "approved" } else { "v" };
                let _ = writeln!(text, "    in{k}: s{j}.{output}");
            }
        }
        if i % 4 == 0 {
            let _ = writeln!(text, "    after: s{}", pick(i));
        }
        if i % 7 == 0 {
            let _ = writeln!(text, "    when: env is prod");
        }
    }
    text
}
