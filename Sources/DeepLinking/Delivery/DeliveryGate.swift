/// Whether a link may be delivered now, and in which scene: the scenes' phases, the UI's
/// readiness and the conditions the app reported.
///
/// An app without scenes has one, `main`. A link that arrived in a scene waits until that
/// scene is active; a link of the whole app (a push tap), or one whose scene disconnected, goes
/// to the active scene that became active last.
struct DeliveryGate {
  /// The phase of one scene.
  enum Phase: Equatable {
    /// On screen, not taking events yet (connecting, or coming back from the background).
    case inactive
    case active
    case background
  }

  /// Connected scenes, in the order they connected.
  private(set) var scenes: [(name: String, phase: Phase)] = []
  /// Scene names, most recently activated last.
  private var activations: [String] = []
  /// Whether any scene has ever been active, or the app was launched in the background.
  private(set) var hasRun = false
  var explicitReadiness: Bool
  var uiReady = false
  private(set) var conditions: Set<String> = []

  init(explicitReadiness: Bool) { self.explicitReadiness = explicitReadiness }

  func phase(of scene: String) -> Phase? { scenes.first { $0.name == scene }?.phase }

  /// The state to stamp on a link arriving now.
  var appState: AppState {
    if scenes.contains(where: { $0.phase != .background }) {
      return hasRun ? .foreground : .notRunning
    }
    return hasRun ? .background : .notRunning
  }

  /// Whether some scene is active and the UI is ready.
  var canDeliverAnywhere: Bool {
    (!explicitReadiness || uiReady) && scenes.contains { $0.phase == .active }
  }

  mutating func connect(_ scene: String) {
    guard phase(of: scene) == nil else { return }
    scenes.append((scene, .inactive))
  }

  mutating func set(_ phase: Phase, of scene: String) {
    connect(scene)
    if let index = scenes.firstIndex(where: { $0.name == scene }) { scenes[index].phase = phase }
    if phase == .active {
      hasRun = true
      activations.removeAll { $0 == scene }
      activations.append(scene)
    }
  }

  mutating func disconnect(_ scene: String) {
    scenes.removeAll { $0.name == scene }
    activations.removeAll { $0 == scene }
  }

  /// The app launched in the background (a silent push, a background fetch): links that
  /// arrive now arrive in the background.
  mutating func launchedInBackground() {
    hasRun = true
    if scenes.isEmpty { scenes.append((DeepLinkPipeline.mainScene, .background)) }
  }

  /// The phase every connected scene (or `main`, when none is) moves to.
  mutating func setAll(_ phase: Phase) {
    if scenes.isEmpty { connect(DeepLinkPipeline.mainScene) }
    for scene in scenes.map(\.name) { set(phase, of: scene) }
  }

  mutating func setCondition(_ name: String, met: Bool) {
    if met { conditions.insert(name) } else { conditions.remove(name) }
  }

  /// The scene `link` is shown in now, or `nil` when it must wait to be shown.
  func scene(for link: IncomingLink) -> String? {
    guard !explicitReadiness || uiReady else { return nil }
    if let own = link.scene, let phase = phase(of: own) { return phase == .active ? own : nil }
    return activations.last { phase(of: $0) == .active }
  }

  /// What keeps `link` from being delivered now to a route that `requires` conditions:
  /// `ready`, or the first of them not met; `nil` when nothing does.
  func unmet(_ link: IncomingLink, requires: [String]) -> String? {
    if scene(for: link) == nil { return "ready" }
    return requires.first { !conditions.contains($0) }
  }
}
