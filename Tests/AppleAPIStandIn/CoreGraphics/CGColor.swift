// https://developer.apple.com/documentation/coregraphics/cgcolor
// class CGColor
open class CGColor {}
