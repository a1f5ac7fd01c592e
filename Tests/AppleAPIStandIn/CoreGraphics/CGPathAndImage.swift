// https://developer.apple.com/documentation/coregraphics/cgpath
// class CGPath
open class CGPath {}

// https://developer.apple.com/documentation/coregraphics/cgimage
// class CGImage
open class CGImage {}
