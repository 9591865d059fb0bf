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
exit(await DeepLinkTool.run(Array(CommandLine.arguments.dropFirst()), console: console))
