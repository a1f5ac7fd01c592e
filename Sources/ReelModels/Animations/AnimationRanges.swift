/// The ranges the animations share. A ratio of 10 pops a 30-point badge to 300 points; a
/// step of a minute is far past any badge animation; distances stay within a large screen.
let ratios = 0.01...10.0
let stepSeconds = 0.001...60.0
let distances = -2000.0...2000.0
let curveHelp = "Curve of the UIView.animate steps (shake: the keyframes' overall curve)."
