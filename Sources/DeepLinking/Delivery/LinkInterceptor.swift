/// What an interceptor decided about a link.
public struct InterceptorDecision: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case pass
    case consume
    case rewrite(String)
  }

  let kind: Kind

  /// Not this interceptor's business: the next one, then the router, sees the link.
  public static let pass = InterceptorDecision(kind: .pass)
  /// The interceptor handled the link; nothing else sees it.
  public static let consume = InterceptorDecision(kind: .consume)
  /// Go on with another URL instead, such as a short link expanded.
  public static func rewrite(to url: String) -> InterceptorDecision {
    InterceptorDecision(kind: .rewrite(url))
  }
}

/// Sees every link first, before the router, in the order interceptors were added: a
/// marketing SDK's link listener, an analytics hook, a short-link expander.
///
/// Contract: called on the main actor once per link that was not a duplicate; return
/// ``InterceptorDecision/consume`` only when the link needs nothing more from the app.
@MainActor
public protocol LinkInterceptor: AnyObject {
  /// Decides what happens to `link`.
  func intercept(_ link: IncomingLink) async -> InterceptorDecision
}

/// An interceptor made from a closure.
///
/// ```swift
/// pipeline.add(interceptor: ClosureInterceptor { link in
///   link.url.hasPrefix("shop://campaign") ? .consume : .pass
/// })
/// ```
@MainActor
public final class ClosureInterceptor: LinkInterceptor {
  private let body: @MainActor (IncomingLink) async -> InterceptorDecision

  /// Wraps `body`.
  public init(_ body: @escaping @MainActor (IncomingLink) async -> InterceptorDecision) {
    self.body = body
  }

  public func intercept(_ link: IncomingLink) async -> InterceptorDecision { await body(link) }
}
