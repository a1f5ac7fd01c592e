import NIOCore

/// Closes a connection whose peer stops reading: when the connection's send buffer stays
/// full (NIO marks the channel not writable past its high-water mark) for `timeout`, the
/// page has gone or hangs, and the preview writing to it ends (its write fails) instead of
/// holding a file descriptor and a frame forever. A reading page empties a frame in
/// milliseconds on the loopback interface.
final class StudioWriteTimeout: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias InboundOut = NIOAny

    let timeout: TimeAmount
    private var scheduled: Scheduled<Void>?

    init(timeout: TimeAmount) { self.timeout = timeout }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            scheduled?.cancel()
            scheduled = nil
        } else if scheduled == nil {
            let channel = context.channel
            scheduled = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
        }
        context.fireChannelWritabilityChanged()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        scheduled?.cancel()
        scheduled = nil
    }
}
