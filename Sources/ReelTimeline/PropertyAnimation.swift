/// Core Animation's property animations (CAPropertyAnimation and its subclasses
/// CABasicAnimation, CAKeyframeAnimation and CASpringAnimation): one layer property's value
/// at an eased progress through the iteration.
///
/// The timeline holds them as `any LayerAnimation`, where a body generic over the value type
/// would run unspecialized (a runtime metadata lookup per call). Their evaluation at the
/// parent's time is therefore written once, here, and specialized for each of them over every
/// value type a layer animates; each type gives only how it writes its value (`write(at:)`),
/// inlined into those specializations.
protocol PropertyAnimation: LayerAnimation {
    /// Writes the value at eased progress `p` over `layer`. `drifting` adds a UIKit block's
    /// drift (`BasicAnimation.blockTarget`), which depends on what lies beneath the animation
    /// in the timeline, so only the timeline's evaluation asks for it.
    func write(at p: IterationProgress, to layer: inout LayerState, drifting: Bool)
}

extension PropertyAnimation {
    // The unspecialized entry compares the animation's type with the types below in turn, a
    // metadata-cache call each (a type generic over its value has no static metadata), and
    // runs the first that matches. The types the seed animations add come first (the shake's
    // keyframes; pop's and blink's numbers, bump's positions, pop's sizes), so each of their
    // animations costs one to four comparisons a frame; the shake's frame costs what it did
    // with a list per type (see the commit that made this list).
    /// Writes the value at the parent's exact time `t` over `layer`, or leaves it alone when
    /// the animation shows nothing then.
    @_specialize(where Self == KeyframeAnimation<Double>)
    @_specialize(where Self == BasicAnimation<Double>)
    @_specialize(where Self == BasicAnimation<Point>)
    @_specialize(where Self == BasicAnimation<Size>)
    @_specialize(where Self == BasicAnimation<Rect>)
    @_specialize(where Self == BasicAnimation<RGBA>)
    @_specialize(where Self == SpringAnimation<Double>)
    @_specialize(where Self == SpringAnimation<Point>)
    @_specialize(where Self == SpringAnimation<Size>)
    @_specialize(where Self == SpringAnimation<Rect>)
    @_specialize(where Self == SpringAnimation<RGBA>)
    @_specialize(where Self == KeyframeAnimation<Point>)
    @_specialize(where Self == KeyframeAnimation<Size>)
    @_specialize(where Self == KeyframeAnimation<Rect>)
    @_specialize(where Self == KeyframeAnimation<RGBA>)
    public func apply(parentTime t: Rational, to layer: inout LayerState, inGroup: Bool = false) {
        guard let p = easedProgress(timing, timingFunction, isRemovedOnCompletion, parentTime: t, inGroup: inGroup) else { return }
        write(at: p, to: &layer, drifting: true)
    }
}
