// Source: https://github.com/lyalfred/BLE-Menu-Swift/blob/3c00a17edd2d9c0a3f885f6474883ff5745565a4/BLE_Menu/BLEScanner/PulseAnimationExtension.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a scanning indicator pulses forever: transform.scale 1.1 → 0.9 and opacity 1 → 0.2,
// both autoreversing, 0.5 s each way.
// reel-run: badge.pulseAnimation()
// reel-moves: badge:scale, badge:opacity

import UIKit

extension UIView{
	func pulseAnimation(){
		let grow:CABasicAnimation = CABasicAnimation(keyPath: "transform.scale")

		grow.duration = 0.5
		grow.repeatCount = Float.infinity
		grow.autoreverses = true
		grow.fromValue = 1.1;
		grow.toValue = 0.9;
		layer.add(grow, forKey: "scale")

		let fade = CABasicAnimation(keyPath: "opacity")
		fade.duration = 0.5
		fade.repeatCount = Float.infinity
		fade.autoreverses = true
		fade.fromValue = 1.0
		fade.toValue = 0.2
		layer.add(fade, forKey: "opacity")
	}
}
