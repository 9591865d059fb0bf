/// The app's and its scenes' lifecycle, as the pipeline hears it.
///
/// An app without scenes reports the app-wide calls; they apply to every connected scene (to
/// `main` when there is none). An app with several windows reports each scene's calls, so
/// that one window going to the background does not hold up links for another.
extension DeepLinkPipeline {
  /// The app (every connected scene) became active: waiting links are delivered.
  public func appDidBecomeActive() async {
    gate.setAll(.active)
    await deliverWaiting()
  }

  /// The app is about to stop being active (a system alert, the app switcher).
  public func appWillResignActive() {
    for scene in gate.scenes where scene.phase == .active { gate.set(.inactive, of: scene.name) }
  }

  /// The app went to the background.
  public func appDidEnterBackground() { gate.setAll(.background) }

  /// The app is coming back to the foreground; it is not active yet.
  public func appWillEnterForeground() { gate.setAll(.inactive) }

  /// The app was launched in the background (a silent push, a background fetch): no scene is
  /// on screen, and links that arrive wait for one.
  public func appDidLaunchInBackground() { gate.launchedInBackground() }

  /// `scene(_:willConnectTo:options:)`: a scene (window) connected; it is not active yet.
  public func sceneDidConnect(_ scene: String) { gate.connect(scene) }

  /// `sceneDidBecomeActive(_:)`: links waiting for this scene, or for any, are delivered.
  public func sceneDidBecomeActive(_ scene: String) async {
    gate.set(.active, of: scene)
    await deliverWaiting()
  }

  /// `sceneWillResignActive(_:)`.
  public func sceneWillResignActive(_ scene: String) {
    if gate.phase(of: scene) == .active { gate.set(.inactive, of: scene) }
  }

  /// `sceneDidEnterBackground(_:)`.
  public func sceneDidEnterBackground(_ scene: String) { gate.set(.background, of: scene) }

  /// `sceneWillEnterForeground(_:)`.
  public func sceneWillEnterForeground(_ scene: String) { gate.set(.inactive, of: scene) }

  /// `sceneDidDisconnect(_:)`: links that waited for this scene go to the active scene that
  /// became active last, now, or to the next scene that becomes active.
  public func sceneDidDisconnect(_ scene: String) async {
    gate.disconnect(scene)
    setNavigator(nil, forScene: scene)
    await deliverWaiting()
  }
}
