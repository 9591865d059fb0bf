/// Sees every link first, before the router, in the order interceptors were added: a
/// marketing SDK's link listener, an analytics hook, a short-link expander.
///
/// Contract: called on the main actor once per link that was neither a duplicate nor stale
/// (given a time of arrival past its time to live). Return the link to go on with, as it came
/// or changed (a short link expanded to its URL), or `nil` when the interceptor took care of
/// it and it needs nothing more from the app. A link made anew keeps the arrival time of the
/// one it replaces; one that arrives while an interceptor awaits is the newer.
@MainActor
public protocol LinkInterceptor: AnyObject {
  /// The link the next interceptor, then the router, sees; `nil` to stop here.
  func intercept(_ link: IncomingLink) async -> IncomingLink?
}

/// An interceptor made from a closure, for ``DeepLinkPipeline/intercept(_:)``.
@MainActor
final class ClosureInterceptor: LinkInterceptor {
  private let body: @MainActor (IncomingLink) async -> IncomingLink?

  init(_ body: @escaping @MainActor (IncomingLink) async -> IncomingLink?) { self.body = body }

  func intercept(_ link: IncomingLink) async -> IncomingLink? { await body(link) }
}
