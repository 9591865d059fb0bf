#if canImport(UIKit) && !os(watchOS)
  import DeepLinking
  import UIKit

  /// A scene delegate that forwards every scene callback to a pipeline, for SwiftUI apps.
  ///
  /// The SwiftUI lifecycle can drop the universal link that cold-launches the app
  /// (FB17446617), and a scene-based app gets no launch options. A scene delegate receives the
  /// link in its connection options; install this one from the app delegate adaptor:
  ///
  /// <!-- sample: ios, uses: Links -->
  /// ```swift
  /// final class AppDelegate: NSObject, UIApplicationDelegate {
  ///   func application(
  ///     _ application: UIApplication, configurationForConnecting session: UISceneSession,
  ///     options: UIScene.ConnectionOptions
  ///   ) -> UISceneConfiguration {
  ///     DeepLinkSceneDelegate.configuration(for: session, pipeline: Links.pipeline)
  ///   }
  /// }
  /// ```
  ///
  /// UIKit makes scene delegates itself, so the pipeline is given to the class.
  @MainActor
  public final class DeepLinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The pipeline every instance forwards to.
    public private(set) static var pipeline: DeepLinkPipeline?

    /// A scene configuration whose delegate is this class, forwarding to `pipeline`: what
    /// `application(_:configurationForConnecting:options:)` returns.
    ///
    /// Documented: `UISceneConfiguration(name:sessionRole:)` and its `delegateClass`
    /// (iOS 13, tvOS 13, Catalyst, visionOS).
    public static func configuration(for session: UISceneSession, pipeline: DeepLinkPipeline)
      -> UISceneConfiguration
    {
      Self.pipeline = pipeline
      let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
      configuration.delegateClass = DeepLinkSceneDelegate.self
      return configuration
    }

    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      Self.pipeline?.handleSceneConnection(scene, options: connectionOptions)
    }

    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      Self.pipeline?.handleOpenURLContexts(scene, URLContexts)
    }

    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      Self.pipeline?.handleContinue(scene, userActivity)
    }

    public func sceneDidBecomeActive(_ scene: UIScene) {
      Self.pipeline?.handleSceneDidBecomeActive(scene)
    }

    public func sceneWillResignActive(_ scene: UIScene) {
      Self.pipeline?.handleSceneWillResignActive(scene)
    }

    public func sceneDidEnterBackground(_ scene: UIScene) {
      Self.pipeline?.handleSceneDidEnterBackground(scene)
    }

    public func sceneWillEnterForeground(_ scene: UIScene) {
      Self.pipeline?.handleSceneWillEnterForeground(scene)
    }

    public func sceneDidDisconnect(_ scene: UIScene) {
      Self.pipeline?.handleSceneDidDisconnect(scene)
    }

    #if !os(tvOS)
      public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
      ) {
        completionHandler(Self.pipeline?.handlePerformAction(windowScene, shortcutItem) ?? false)
      }
    #endif
  }
#endif
