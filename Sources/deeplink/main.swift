import DeepLinkCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let console = Console.standard()
exit(await DeepLinkTool.run(Array(CommandLine.arguments.dropFirst()), console: console))
