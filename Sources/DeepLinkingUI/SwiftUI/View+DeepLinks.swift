#if canImport(SwiftUI)
  import DeepLinking
  import SwiftUI

  /// Connects one SwiftUI window to the pipeline: `onOpenURL` (custom schemes, and universal
  /// links, which SwiftUI delivers as URLs), and the window's scene phase, from which the
  /// pipeline learns when this window is active. It never calls `markReady()`: with
  /// `waitsForMarkReady`, that is the app's to call, when its UI can navigate.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  struct DeepLinksModifier: ViewModifier {
    let pipeline: DeepLinkPipeline
    /// This window's name in the pipeline: links that arrive here are shown here.
    @State private var scene = UUID().uuidString
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
      content
        // Documented: `func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`.
        .onOpenURL { url in
          let text = url.absoluteString
          let scene = self.scene
          pipeline.post {
            await $0.handle(.openURL(text, sourceApplication: nil, scene: scene))
          }
        }
        // Documented: `task(id:priority:_:)` (iOS 15, macOS 12, tvOS 15, watchOS 8,
        // visionOS 1) runs when the view appears and again whenever the phase changes. The
        // values are read here, where the view is, and the task runs on the main actor.
        .task(id: scenePhase) { @MainActor [pipeline, scene, phase = scenePhase] in
          switch phase {
          case .active:
            pipeline.post { await $0.handle(.scenePhase(scene: scene, .didBecomeActive)) }
          case .inactive:
            pipeline.post { await $0.handle(.scenePhase(scene: scene, .willResignActive)) }
          case .background:
            pipeline.post { await $0.handle(.scenePhase(scene: scene, .didEnterBackground)) }
          @unknown default: break
          }
        }
        .onDisappear {
          let scene = self.scene
          pipeline.post { await $0.handle(.scenePhase(scene: scene, .didDisconnect)) }
        }
    }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Routes the links this window receives through `pipeline`, and tells it when this
    /// window is active. With ``DeliveryConfiguration/waitsForMarkReady``, links also wait for
    /// your call to ``DeepLinkPipeline/markReady()`` (after a splash screen or onboarding):
    /// the window being active is not enough then.
    ///
    /// <!-- sample: ios, uses: Links ContentView -->
    /// ```swift
    /// WindowGroup {
    ///   ContentView()
    ///     .deepLinks(Links.pipeline)
    ///     // macOS, iPadOS, visionOS: an open window takes the link, no new window per link.
    ///     .handlesExternalEvents(preferring: ["*"], allowing: ["*"])
    /// }
    /// ```
    ///
    /// On iOS, also install ``DeepLinkSceneDelegate`` (a cold launch by a universal link can
    /// otherwise be dropped). Apply it at the root of a `WindowGroup`'s content, not to an
    /// `ImmersiveSpace` nor inside a `NavigationStack`: the view leaving the screen counts as
    /// its window closing.
    public func deepLinks(_ pipeline: DeepLinkPipeline) -> some View {
      modifier(DeepLinksModifier(pipeline: pipeline))
    }
  }
#endif
