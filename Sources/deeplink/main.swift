import DeepLinkCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// A closed pipe is reported by write(2) as EPIPE, so the tool can end quietly, rather than by a
// signal that kills it mid-line.
signal(SIGPIPE, SIG_IGN)
let console = Console.standard()
// Each argument as the bytes the system gave, checked as UTF-8 (`CommandLine.arguments` would
// put U+FFFD in place of bytes that are not).
let arguments = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].flatMap { String(validatingCString: $0) }
}
exit(await DeepLinkTool.run(commandLine: arguments, console: console))
