#if canImport(SwiftUI)
  import DeepLinking
  import SwiftUI

  /// Connects a SwiftUI scene to the pipeline: `onOpenURL` (custom schemes, and universal links,
  /// which SwiftUI delivers as URLs), `onContinueUserActivity(NSUserActivityTypeBrowsingWeb)`,
  /// the scene phase, and readiness when the view appears.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  struct DeepLinksModifier: ViewModifier {
    let pipeline: DeepLinkPipeline
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
      content
        // Documented: `func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`.
        .onOpenURL { url in
          let text = url.absoluteString
          pipeline.post { await $0.openURL(text) }
        }
        // Documented: `func onContinueUserActivity(_ activityType: String,
        // perform action: @escaping (NSUserActivity) -> ()) -> some View`.
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
          let url = activity.webpageURL?.absoluteString
          pipeline.post {
            await $0.continueUserActivity(type: NSUserActivityTypeBrowsingWeb, webpageURL: url)
          }
        }
        .onChange(of: scenePhase) { phase in
          switch phase {
          case .active: pipeline.post { await $0.appDidBecomeActive() }
          case .inactive: pipeline.post { $0.appWillResignActive() }
          case .background: pipeline.post { $0.appDidEnterBackground() }
          @unknown default: break
          }
        }
        .onAppear {
          pipeline.post { pipeline in
            await pipeline.appDidBecomeActive()
            await pipeline.markReady()
          }
        }
    }
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension View {
    /// Routes the links this scene receives through `pipeline`, and tells it when the UI can
    /// navigate (when this view appears).
    ///
    /// ```swift
    /// WindowGroup {
    ///   ContentView().deepLinks(pipeline)
    /// }
    /// ```
    ///
    /// Some iOS versions drop a universal link that cold-launches a SwiftUI-lifecycle app
    /// before the view appears; also forward the app delegate adaptor's
    /// `application(_:didFinishLaunchingWithOptions:)` with ``DeepLinkPipeline/handleLaunch(options:)``:
    /// the pipeline drops the second arrival of the same link.
    public func deepLinks(_ pipeline: DeepLinkPipeline) -> some View {
      modifier(DeepLinksModifier(pipeline: pipeline))
    }
  }
#endif
