import DeepLinking
import DeepLinkingTesting
import Testing

/// The source documents' testing checklist as a matrix: every door, in every app state, for
/// every app style, lands once on the right screen, and never again on a later activation.
@MainActor
@Suite struct DeliveryMatrixTests {
  struct Door: Sendable, CustomStringConvertible {
    let description: String
    let expected: String
  }

  nonisolated static let doors = [
    Door(description: "custom scheme", expected: "product"),
    Door(description: "universal link", expected: "product"),
    Door(description: "push tap", expected: "product"),
    Door(description: "push action", expected: "cart"),
  ]
  nonisolated static let states = ["foreground", "background", "not running"]
  /// The `userInfo` the system hands over, through the simulator's public doors as an app's
  /// tests use them.
  static let payload: [AnyHashable: Any] = [
    "aps": ["alert": "Your order shipped", "category": "ORDER"], "link": "shop://product/42",
    "actions": [["id": "VIEW_CART", "link": "shop://cart"]],
  ]

  nonisolated static var cases: [(LifecycleSimulator.AppStyle, Door, String)] {
    LifecycleSimulator.AppStyle.all.flatMap { style in
      doors.flatMap { door in states.map { (style, door, $0) } }
    }
  }

  @Test(arguments: cases)
  func landsOnceOnTheRightScreen(
    style: LifecycleSimulator.AppStyle, door: Door, state: String
  ) async throws {
    let app = LifecycleSimulator(router: try exampleManifest().router, style: style)
    func arrive(launching: Bool) async throws {
      switch door.description {
      case "custom scheme":
        if launching {
          try await app.launch(url: "shop://product/42")
        } else {
          try await app.openURL("shop://product/42")
        }
      case "universal link":
        let url = "https://shop.example.com/product/42"
        if launching {
          try await app.launch(activity: url)
        } else {
          try await app.continueActivity(url)
        }
      case "push tap":
        if launching {
          try await app.launch(push: Self.payload)
        } else {
          try await app.tapPush(Self.payload)
        }
      default:
        if launching {
          try await app.launch(push: Self.payload, action: "VIEW_CART")
        } else {
          try await app.tapPush(Self.payload, action: "VIEW_CART")
        }
      }
    }
    switch state {
    case "foreground":
      try await app.launch()
      try await app.becomeActive()
      try await arrive(launching: false)
    case "background":
      try await app.launch()
      try await app.becomeActive()
      try await app.enterBackground()
      try await arrive(launching: false)
      #expect(app.navigator.shown.isEmpty, "nothing is shown while in the background")
      try await app.enterForeground()
      try await app.becomeActive()
    default:
      try await arrive(launching: true)
      #expect(app.navigator.shown.isEmpty, "nothing is shown before the scene is active")
      try await app.becomeActive()
    }
    #expect(app.navigator.shown.map(\.name) == [door.expected])
    // The next activations show nothing again.
    try await app.enterBackground()
    try await app.enterForeground()
    try await app.becomeActive()
    app.terminate()
    try await app.launch()
    try await app.becomeActive()
    #expect(app.navigator.shown.map(\.name) == [door.expected])
    let received = app.events.filter { $0.kind == .received }
    #expect(received.first?.state.name == (state == "not running" ? "notRunning" : state))
  }
}
