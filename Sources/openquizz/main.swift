print("openquizz")
