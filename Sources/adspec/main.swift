print("adspec")
